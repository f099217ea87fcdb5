// The listing page by keyboard alone, arrived at the way a keyboard user does (Enter on a result):
// Tab reaches the gallery, which opens with Enter, then the repayment calculator, the enquiry form
// and the footer. At every stop the focus is visible (an outline or a box shadow), on screen and
// not under the sticky header or anything else, and it never drops to <body> on the way.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

interface Stop {
  what: string;
  /** Where it is: gallery, calculator, enquiry, footer, or elsewhere. */
  part: string;
  onBody: boolean;
  ring: boolean;
  onScreen: boolean;
  uncovered: string | null;
}

/** What has focus now, and whether it can be seen. */
async function stop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement)
      return { what: "body", part: "", onBody: true, ring: false, onScreen: false, uncovered: null };
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    const box = element.getBoundingClientRect();
    // Whole on screen, unless it is taller than the screen (then its top is).
    // (A pixel of leeway: scrolled flush with the bottom edge, a box can end at 844.4 of 844.)
    const onScreen =
      box.top >= -1 &&
      box.left >= -1 &&
      box.right <= window.innerWidth + 1 &&
      (box.bottom <= window.innerHeight + 1 || (box.height > window.innerHeight && box.top < window.innerHeight));
    // A link that wraps onto two lines has a box whose centre may fall between its lines, on its
    // parent: probe the centre of each line box (client rect) and count it seen if any shows it.
    const hits = [...element.getClientRects()].map((rect) =>
      document.elementFromPoint(
        rect.left + rect.width / 2,
        Math.min(rect.top + rect.height / 2, window.innerHeight - 1),
      ),
    );
    const hit = hits.find((h) => h && (h === element || element.contains(h))) ?? hits[0] ?? null;
    const uncovered =
      hit && (hit === element || element.contains(hit))
        ? null
        : `under ${hit?.tagName.toLowerCase()}.${hit?.className}`;
    const part = element.closest('[aria-label="Photos and floor plans"]')
      ? "gallery"
      : element.closest('[data-testid="repayment-calculator"]')
        ? "calculator"
        : element.closest('[data-testid="enquiry-form"]')
          ? "enquiry"
          : element.closest('[data-testid="site-footer"]')
            ? "footer"
            : "";
    const name =
      element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.getAttribute("name") ?? "";
    return {
      what: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
      part,
      onBody: false,
      ring,
      onScreen,
      uncovered,
    };
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`Tab goes through the gallery, calculator, enquiry form and footer, always in sight (${viewport.width} px)`, async ({
    page,
  }) => {
    test.slow(); // ~100 Tab presses, each checked in the page.
    await page.setViewportSize(viewport);
    await page
      .context()
      .addInitScript(() => window.localStorage.setItem("homefront:cookie-notice:v1", "dismissed in test"));
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await hydrated(page);
    // A home for sale (so it has the calculator) with an open home, chosen and opened by keyboard.
    const link = page
      .getByTestId("listing-card")
      .filter({ hasText: /Inspection/ })
      .first()
      .getByRole("heading")
      .getByRole("link");
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/homes\//);
    await expect(page.getByTestId("listing-address")).toBeVisible();
    // The parts that stream in are there, so the walk meets the page as it stays.
    await expect(page.getByTestId("site-footer")).toBeVisible();
    await expect(page.getByText("Loading schools and nearby suburbs…")).toHaveCount(0);

    // The last stop: the footer's last link (a floating "Back to top" may follow it).
    const lastStop = await page
      .getByTestId("site-footer")
      .locator("a[href], button")
      .last()
      .evaluate((element) => {
        element.setAttribute("data-test-last-stop", "");
        return element.textContent?.trim() ?? "";
      });
    const seen: Stop[] = [];
    let galleryOpened = false;
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press("Tab");
      const now = await stop(page);
      seen.push(now);
      const where = `stop ${i + 1}, ${now.what} (after ${seen.at(-2)?.what ?? "the start"})`;
      expect(now.onBody, `focus fell to <body> at ${where}`).toBe(false);
      expect(now.ring, `no visible focus at ${where}`).toBe(true);
      expect(now.onScreen, `off screen at ${where}`).toBe(true);
      expect(now.uncovered, `covered at ${where}`).toBeNull();
      if (now.part === "gallery" && !galleryOpened) {
        // The gallery opens from the keyboard, and closing it brings focus back to where it was.
        galleryOpened = true;
        await page.keyboard.press("Enter");
        const dialog = page.getByTestId("gallery-dialog");
        await expect(dialog).toBeVisible();
        await expect(page.getByTestId("gallery-counter")).toHaveText(/^\d+ \/ \d+$/);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        const withoutPlace = (what: string) => what.replace(/ -?\d+–-?\d+ of \d+$/, "");
        expect(withoutPlace((await stop(page)).what)).toBe(withoutPlace(now.what));
      }
      if (await page.evaluate(() => document.activeElement?.hasAttribute("data-test-last-stop"))) break;
    }
    const parts = seen.map((s) => s.part);
    expect(galleryOpened).toBe(true);
    for (const part of ["gallery", "calculator", "enquiry", "footer"]) expect(parts, part).toContain(part);
    // In the page's order: the photos come first, the footer last.
    expect(parts.indexOf("gallery")).toBeLessThan(parts.indexOf("calculator"));
    expect(parts.indexOf("calculator")).toBeLessThan(parts.indexOf("footer"));
    expect(parts.indexOf("enquiry")).toBeLessThan(parts.indexOf("footer"));
    expect(seen.at(-1)?.what).toContain(lastStop);
  });
}
