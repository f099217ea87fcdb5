import { describe, expect, it } from "vitest";
import {
  decodeShape,
  drawnBoundary,
  encodeShape,
  POLYLINE_PRECISION,
  shapeToWellKnownText,
} from "@/lib/search/polyline";

describe("drawn-area polyline", () => {
  it("encodes at precision 5 (Google's reference example)", () => {
    expect(POLYLINE_PRECISION).toBe(5);
    expect(
      encodeShape([
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ]),
    ).toBe("_p~iF~ps|U_ulLnnqC_mqNvxq`@");
    expect(decodeShape("_p~iF~ps|U_ulLnnqC_mqNvxq`@")).toEqual({
      ok: true,
      points: [
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ],
    });
  });

  it("rejects garbage, too few points and out-of-range coordinates", () => {
    expect(decodeShape("")).toEqual({ ok: false, error: "A drawn area needs at least 3 points" });
    expect(decodeShape("garbage\\~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~")).toMatchObject({ ok: false });
    expect(decodeShape("x".repeat(10_000))).toEqual({ ok: false, error: "A drawn area can have at most 500 points" });
  });

  it("describes the boundary search object with id 0 and closed WKT", () => {
    const points: [number, number][] = [
      [-33.8, 151.2],
      [-33.9, 151.3],
      [-33.85, 151.1],
    ];
    expect(shapeToWellKnownText(points)).toBe("POLYGON((151.2 -33.8, 151.3 -33.9, 151.1 -33.85, 151.2 -33.8))");
    expect(drawnBoundary(points)).toEqual({
      id: 0,
      polyline: encodeShape(points),
      wellKnownText: shapeToWellKnownText(points),
    });
  });
});
