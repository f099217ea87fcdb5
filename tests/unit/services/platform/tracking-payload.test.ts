import { describe, expect, it } from "vitest";
import { MAX_TRACKING_PAYLOAD_BYTES, parseTrackingBody } from "@/lib/services/platform/tracking-payload";

const listingView = {
  agentId: 101,
  listingId: 2_000_123,
  listingTier: "premium",
  officeId: 7,
  propertyType: "House",
  listingType: "Buy",
  estimatePrice: 1_250_000,
  numBeds: 3,
  locationId: 5_713_470,
  userId: "jane-citizen",
};

describe("tracking payloads", () => {
  it("accepts the full analytics payload, ids as numbers or digit strings", () => {
    expect(parseTrackingBody("listing", JSON.stringify(listingView))).toMatchObject({
      ok: true,
      payload: { listingId: 2_000_123 },
    });
    expect(
      parseTrackingBody("agent", JSON.stringify({ agentId: "101", experiment: "award-badge", variant: "badge" })),
    ).toMatchObject({ ok: true, payload: { agentId: 101 } });
  });

  it.each([
    ["not JSON", "{listingId:", "Tracking payload is not valid JSON"],
    [
      "an unknown field",
      JSON.stringify({ ...listingView, email: "x@y.z" }),
      'Invalid tracking payload: Unrecognized key: "email"',
    ],
    [
      "a negative price",
      JSON.stringify({ ...listingView, estimatePrice: -1 }),
      "Invalid tracking payload: estimatePrice: Too small: expected number to be >=0",
    ],
    [
      "no listing id on a listing event",
      JSON.stringify({ agentId: 101 }),
      "Invalid tracking payload: listingId is required",
    ],
    [
      "a variant without its experiment",
      JSON.stringify({ listingId: 1, variant: "badge" }),
      "Invalid tracking payload: variant: experiment and variant go together",
    ],
  ])("refuses %s with the reason", (_, body, error) => {
    expect(parseTrackingBody("listing", body)).toEqual({ ok: false, error });
  });

  it("refuses an oversized payload before parsing it", () => {
    const body = JSON.stringify({ ...listingView, userId: "x".repeat(MAX_TRACKING_PAYLOAD_BYTES) });
    const result = parseTrackingBody("listing", body);
    expect(result).toEqual({
      ok: false,
      error: `Tracking payload too large: ${body.length} bytes (at most ${MAX_TRACKING_PAYLOAD_BYTES})`,
    });
  });
});
