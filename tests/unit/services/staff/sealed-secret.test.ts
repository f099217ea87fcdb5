// Second-factor keys sealed at rest: they open with the pepper that sealed them and with no
// other, a changed byte is refused, and the development seed's sealing (node:crypto, restated in
// lib/db) opens with the service's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "@/lib/services/staff/sealed-secret";
import { DEVELOPMENT_ADMIN_TOTP_SECRET, sealForDevelopment } from "@/lib/db/seed/staff";
import { DEVELOPMENT_PEPPER } from "@/lib/auth/development-secrets";

describe("sealed secrets", () => {
  it("open with their pepper only, and never when altered", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 64 }), fc.nat(), async (secret, flip) => {
        const sealed = await sealSecret(secret, "pepper-one-0123456789");
        expect(await openSecret(sealed, "pepper-one-0123456789")).toBe(secret);
        expect(await openSecret(sealed, "pepper-two-0123456789")).toBeNull();
        // Change one byte of the ciphertext (not one character of its text: the last base64
        // character carries bits that decode to nothing, so swapping it can leave every byte as it was).
        const [iv, body] = sealed.split(".") as [string, string];
        const bytes = Buffer.from(body, "base64url");
        const at = flip % bytes.length;
        bytes[at] = (bytes[at] ?? 0) ^ (1 << (flip % 8));
        const altered = `${iv}.${bytes.toString("base64url")}`;
        expect(altered).not.toBe(sealed);
        expect(await openSecret(altered, "pepper-one-0123456789")).toBeNull();
      }),
      { numRuns: 50 },
    );
  });

  it("seals the seed's development key so the service opens it", async () => {
    expect(await openSecret(sealForDevelopment(DEVELOPMENT_ADMIN_TOTP_SECRET), DEVELOPMENT_PEPPER)).toBe(
      DEVELOPMENT_ADMIN_TOTP_SECRET,
    );
  });
});
