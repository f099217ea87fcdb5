// The listing page by keyboard alone, arrived at the way a keyboard user does (Enter on a result):
// Tab reaches the gallery, which opens with Enter, then the repayment calculator, the enquiry form
// and the footer. At every stop the focus is visible (an outline or a box shadow), on screen and
// not under the sticky header or anything else, and it never drops to <body> on the way.
import { expect, test } from "./fixtures";
import { focusStop, type FocusStop } from "./support/focus";
import { hydrated } from "./support/member";

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
    const seen: FocusStop[] = [];
    let galleryOpened = false;
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press("Tab");
      const now = await focusStop(page);
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
        expect(withoutPlace((await focusStop(page)).what)).toBe(withoutPlace(now.what));
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
