/**
 * Search results pages against the Worker: the status is decided before the first byte (an
 * unknown place or office, or a page past the last, is a real 404), later pages' titles say
 * "Page N of M", and office pages are named after the office.
 */
import { describe, expect, it } from "vitest";
import { url } from "../support/base-url";

// From the default seed (fixed random seed): 26 listings for sale, so 2 pages of 25.
const OFFICE = "palmer-real-estate-sandgate";
const OFFICE_NAME = "Palmer Real Estate Sandgate";

async function page(path: string) {
  // A cookie keeps the edge page cache out of the way: these are the rendered answers.
  const response = await fetch(url(path), { redirect: "manual", headers: { cookie: "hf_test=1" } });
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  const heading = /data-testid="search-heading"[^>]*>([^<]*)</.exec(html)?.[1];
  return { status: response.status, title, heading, html };
}

describe("search results pages", () => {
  it("answers 404 (not a 200 saying 'not found') for an unknown place or office", async () => {
    for (const path of [
      "/for-sale/nowhere-nsw-9999/real-estate",
      "/sold-properties/nowhere-nsw-9999",
      "/for-rent/bondi-nsw-2026/real-estate?suburbs=nowhere-nsw-9999",
      "/real-estate-agency/nonexistent-office/for-sale/real-estate",
    ]) {
      expect({ path, status: (await page(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it("answers 404 for a page past the last, and 'Page N of M' in the title of a later page", async () => {
    const second = await page(`/real-estate-agency/${OFFICE}/for-sale/real-estate/page-2`);
    expect(second.status).toBe(200);
    // Over 70 characters, so "Property And Real Estate" shortens to "Properties".
    expect(second.title).toBe(`Properties For Sale by ${OFFICE_NAME} - Page 2 of 2`);
    expect((await page(`/real-estate-agency/${OFFICE}/for-sale/real-estate/page-3`)).status).toBe(404);
    expect((await page(`/real-estate-agency/${OFFICE}/for-sale/real-estate/page-50`)).status).toBe(404);
    const melbourne = await page("/for-sale/melbourne-vic-3000/real-estate/page-2");
    expect(melbourne.status).toBe(200);
    expect(melbourne.title).toMatch(/ in Melbourne, VIC 3000 - Page 2 of \d+$/);
  });

  it("names an office page after the office, in the title and the heading", async () => {
    const office = await page(`/real-estate-agency/${OFFICE}/for-sale/real-estate`);
    expect(office.status).toBe(200);
    expect(office.title).toBe(`Property And Real Estate For Sale by ${OFFICE_NAME}`);
    expect(office.heading).toBe(`Property And Real Estate For Sale by ${OFFICE_NAME}`);
  });
});
