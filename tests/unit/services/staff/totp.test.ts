// TOTP as RFC 6238 defines it (its SHA-1 test vectors, last six digits), the drift we allow (one
// step either way, not two), and codes that are not six digits refused before any arithmetic.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codeAt, matchingStep, newTotpSecret, stepAt, totpUri } from "@/lib/services/staff/totp";

// "12345678901234567890" in base32, the RFC's SHA-1 key.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it.each([
    [59, "287082"],
    [1_111_111_109, "081804"],
    [1_111_111_111, "050471"],
    [1_234_567_890, "005924"],
    [2_000_000_000, "279037"],
  ])("gives RFC 6238's code at %i s", (seconds, code) => {
    expect(codeAt(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(matchingStep(RFC_SECRET, code, seconds * 1000)).toBe(stepAt(seconds * 1000));
  });

  it("accepts a code one step early or late, never two", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_600_000_000_000, max: 2_500_000_000_000 }), (now) => {
        const secret = RFC_SECRET;
        for (const offset of [-1, 1]) {
          const code = codeAt(secret, now + offset * 30_000);
          // A code can repeat by chance at another step; then it names that step, which is also allowed.
          expect(matchingStep(secret, code, now)).not.toBeNull();
        }
        const far = codeAt(secret, now + 2 * 30_000);
        const near = [-1, 0, 1].map((step) => codeAt(secret, now + step * 30_000));
        if (!near.includes(far)) expect(matchingStep(secret, far, now)).toBeNull();
      }),
    );
  });

  it("refuses anything that is not six digits (spaces inside are forgiven)", () => {
    const now = 1_700_000_000_000;
    const code = codeAt(RFC_SECRET, now);
    expect(matchingStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(stepAt(now));
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        fc.pre(!/^\s*\d{3}\s*\d{3}\s*$/.test(text));
        expect(matchingStep(RFC_SECRET, text, now)).toBeNull();
      }),
    );
  });

  it("makes 160-bit secrets and the otpauth address apps read", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, "ada@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Homefront");
    expect(uri.searchParams.get("digits")).toBe("6");
  });
});
