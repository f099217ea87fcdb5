import { describe, expect, it } from "vitest";
import {
  hasValidSignature,
  isWithinWindow,
  parseSignatureHeader,
  signatureHeader,
  WEBHOOK_TOLERANCE_SECONDS,
} from "@/lib/blog/webhook-signature";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const BODY = '{"event":"published"}';
const ID = "0f8c1c9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

describe("content webhook signature", () => {
  it("accepts what it signed", async () => {
    const parts = parseSignatureHeader(await signatureHeader(SECRET, BODY, 1_800_000_000, ID));
    expect(parts).toMatchObject({ timestamp: 1_800_000_000, deliveryId: ID });
    expect(await hasValidSignature(SECRET, BODY, parts!)).toBe(true);
  });

  it("refuses another body, another time, another id or another secret", async () => {
    const parts = parseSignatureHeader(await signatureHeader(SECRET, BODY, 1_800_000_000, ID))!;
    expect(await hasValidSignature(SECRET, '{"event":"deleted"}', parts)).toBe(false);
    expect(await hasValidSignature(SECRET, BODY, { ...parts, timestamp: parts.timestamp + 1 })).toBe(false);
    expect(await hasValidSignature(SECRET, BODY, { ...parts, deliveryId: `${ID}0` })).toBe(false);
    expect(await hasValidSignature(`${SECRET}x`, BODY, parts)).toBe(false);
  });

  it.each([null, "", "t=1,id=short,v1=abc", `t=soon,id=${ID},v1=${"a".repeat(64)}`, `t=1,id=${ID}`])(
    "reads %j as no signature",
    (header) => {
      expect(parseSignatureHeader(header)).toBeUndefined();
    },
  );

  it("accepts a time within the window either way, and nothing beyond it", () => {
    const now = 1_800_000_000;
    expect(isWithinWindow(now - WEBHOOK_TOLERANCE_SECONDS, now)).toBe(true);
    expect(isWithinWindow(now + WEBHOOK_TOLERANCE_SECONDS, now)).toBe(true);
    expect(isWithinWindow(now - WEBHOOK_TOLERANCE_SECONDS - 1, now)).toBe(false);
    expect(isWithinWindow(now + WEBHOOK_TOLERANCE_SECONDS + 1, now)).toBe(false);
  });
});
