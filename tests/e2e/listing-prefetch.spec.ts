// Listing links prefetch when they come within 200 px of the viewport, and not before: Next's
// <Link> watches each with an IntersectionObserver whose rootMargin is 200px (production builds),
// and the cards keep its default prefetch. A framework upgrade or a `prefetch` change on the cards
// that broke this would show here.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

const VIEWPORT = { width: 1280, height: 800 };
test.use({ viewport: VIEWPORT });

/** The paths the router has prefetched so far (its prefetch requests carry next-router-prefetch). */
function notePrefetches(page: Page): Set<string> {
  const paths = new Set<string>();
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) paths.add(new URL(request.url()).pathname);
  });
  return paths;
}

test("a listing link is prefetched once it is within 200 px below the viewport, a farther one not", async ({
  page,
}) => {
  const prefetched = notePrefetches(page);
  await page.goto("/for-sale/bondi-nsw-2026/real-estate");
  await hydrated(page);
  const titleLinks = page.getByTestId("listing-card").locator("h2 a, h3 a");
  expect(await titleLinks.count()).toBeGreaterThan(6);

  // The first card is in view: its link is prefetched, which also means the observer is running.
  const first = (await titleLinks.first().getAttribute("href")) ?? "";
  await expect.poll(() => prefetched.has(first)).toBe(true);

  // The last card is far below: it has not been, and is once scrolled to 100 px under the fold.
  const last = titleLinks.last();
  const href = (await last.getAttribute("href")) ?? "";
  const top = await last.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeGreaterThan(VIEWPORT.height + 400);
  expect(prefetched.has(href)).toBe(false);

  await page.evaluate((y) => window.scrollTo(0, y), top - VIEWPORT.height - 100);
  await expect.poll(() => prefetched.has(href)).toBe(true);
});
