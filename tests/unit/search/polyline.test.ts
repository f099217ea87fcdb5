import { describe, expect, it } from "vitest";
import {
  decodeShape,
  drawnBoundary,
  encodeShape,
  POLYLINE_PRECISION,
  shapeFromWellKnownText,
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

describe("reading a WKT polygon", () => {
  it("reads back what is written, closed, [lat, lng]", () => {
    const shape: [number, number][] = [
      [-37.81, 144.95],
      [-37.82, 144.97],
      [-37.8, 144.98],
    ];
    expect(shapeFromWellKnownText(shapeToWellKnownText(shape))).toEqual([...shape, shape[0]]);
    // The seed writes no space after POLYGON, as the API returns it.
    expect(shapeFromWellKnownText("POLYGON((144.9 -37.8,145 -37.8,145 -37.9,144.9 -37.8))")).toEqual([
      [-37.8, 144.9],
      [-37.8, 145],
      [-37.9, 145],
      [-37.8, 144.9],
    ]);
  });

  it("gives nothing for text that is not a polygon of three points or more", () => {
    expect(shapeFromWellKnownText("POINT(144.9 -37.8)")).toBeUndefined();
    expect(shapeFromWellKnownText("POLYGON((144.9 -37.8, 145 -37.8))")).toBeUndefined();
    expect(shapeFromWellKnownText("POLYGON((144.9 -37.8, 145 x, 145 -37.9))")).toBeUndefined();
    expect(shapeFromWellKnownText("")).toBeUndefined();
  });
});
