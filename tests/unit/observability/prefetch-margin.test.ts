import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { PREFETCH_MARGIN_PX } from "@/lib/observability/client-rules";

/**
 * Listing links prefetch once within 200 px of the viewport. The cards use next/link, whose App
 * Router links share one IntersectionObserver; its margin is Next's, not ours, so this reads the
 * installed Next and fails if an upgrade changes it (then the cards need their own observer).
 */
describe("listing-link prefetch margin", () => {
  it("is the 200 px margin of next/link's shared observer", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve("next/dist/client/components/links.js"), "utf8");
    expect(PREFETCH_MARGIN_PX).toBe(200);
    expect(source).toMatch(/new IntersectionObserver\(handleIntersect, \{\s*rootMargin: '200px'\s*\}\)/);
  });

  it("applies to the listing cards, which link with next/link and its default prefetch", () => {
    const card = readFileSync("app/(site)/_components/listing-card/listing-card.tsx", "utf8");
    expect(card).toMatch(/import Link from "next\/link"/);
    expect(card).not.toMatch(/prefetch=\{false\}/);
  });
});
