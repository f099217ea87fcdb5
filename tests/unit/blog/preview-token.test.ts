import { describe, expect, it } from "vitest";
import {
  isValidPreview,
  parsePreviewGrant,
  parsePreviewHeader,
  PREVIEW_LIFETIME_SECONDS,
  previewHeaderValue,
  previewPath,
  signPreview,
} from "@/lib/blog/preview-token";
import { signatureHeader } from "@/lib/blog/webhook-signature";

const SECRET = "a-secret-shared-by-the-portal-and-the-cms-0123";
const NOW = 1_800_000_000;

describe("draft preview links", () => {
  it("accepts its own link until it expires, then refuses it", async () => {
    const grant = await signPreview(SECRET, "renting-with-pets", NOW);
    const fromLink = new URL(previewPath(grant), "https://homefront.example");
    expect(fromLink.pathname).toBe("/blog/preview/renting-with-pets");
    const parsed = parsePreviewGrant(
      "renting-with-pets",
      fromLink.searchParams.get("expires"),
      fromLink.searchParams.get("signature"),
    );
    expect(parsed).toEqual(grant);
    expect(await isValidPreview(SECRET, parsed!, NOW + PREVIEW_LIFETIME_SECONDS)).toBe(true);
    expect(await isValidPreview(SECRET, parsed!, NOW + PREVIEW_LIFETIME_SECONDS + 1)).toBe(false);
  });

  it("refuses another post's slug, another secret, a stretched expiry and a webhook signature", async () => {
    const grant = await signPreview(SECRET, "renting-with-pets", NOW);
    expect(await isValidPreview(SECRET, { ...grant, slug: "buying-at-auction" }, NOW)).toBe(false);
    expect(await isValidPreview("another-secret-of-enough-length-0123456789", grant, NOW)).toBe(false);
    expect(await isValidPreview(SECRET, { ...grant, expires: grant.expires + 60 }, NOW)).toBe(false);
    // Signed far ahead with the right secret (a leaked signing), it is still refused beyond one lifetime.
    const farAhead = await signPreview(SECRET, "renting-with-pets", NOW + 10 * PREVIEW_LIFETIME_SECONDS);
    expect(await isValidPreview(SECRET, farAhead, NOW)).toBe(false);
    const webhook = (await signatureHeader(SECRET, "renting-with-pets", grant.expires, "preview")).split("v1=")[1]!;
    expect(await isValidPreview(SECRET, { ...grant, signature: webhook }, NOW)).toBe(false);
  });

  it("round-trips through the header the portal sends the content service, and rejects odd shapes", async () => {
    const grant = await signPreview(SECRET, "stamp-duty-by-state", NOW);
    expect(parsePreviewHeader(previewHeaderValue(grant))).toEqual(grant);
    expect(parsePreviewHeader(null)).toBeUndefined();
    expect(parsePreviewHeader(`${previewHeaderValue(grant)}.extra`)).toBeUndefined();
    expect(parsePreviewGrant("Not A Slug", "1", grant.signature)).toBeUndefined();
    expect(parsePreviewGrant("a", "soon", grant.signature)).toBeUndefined();
    expect(parsePreviewGrant("a", "1", "xyz")).toBeUndefined();
  });
});
