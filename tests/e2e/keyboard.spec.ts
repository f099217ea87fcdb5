// Keyboard and screen-reader use of the shell and the search: the cookie notice never hides the
// focused element and is dismissed from the keyboard, focus lands on the new page's heading after
// a client navigation, and the Buy/Rent/Sold tabs follow the ARIA tabs pattern.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { focusStop } from "./support/focus";
import { hydrated } from "./support/member";

/** Tabs forward `stops` times from the top of the page, checking every focused element. */
async function tabThroughUncovered(page: Page, stops: number) {
  const seen: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press("Tab");
    const now = await focusStop(page);
    seen.push(now.what);
    if (now.onBody) continue;
    expect(now.visible, `Tab stop ${i + 1}: ${now.what} is off screen`).toBe(true);
    expect(now.uncovered, `Tab stop ${i + 1}: ${now.what}`).toBeNull();
  }
  return seen;
}

test.describe("cookie notice", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
  ]) {
    test(`never covers the focused element on a results page (${viewport.width}×${viewport.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/for-sale/melbourne-vic-3000/real-estate");
      await hydrated(page);
      await expect(page.getByTestId("cookie-notice")).toBeVisible();
      await expect(page.getByTestId("listing-card").first()).toBeVisible();
      const seen = await tabThroughUncovered(page, 40);
      // The walk reached the result cards (their address links), which the notice used to cover.
      expect(seen.some((what) => /^a ".*(VIC|NSW) \d{4}/.test(what))).toBe(true);
      await expect(page.getByTestId("cookie-notice")).toBeVisible();
    });
  }

  test("never covers the focused element on a listing page, on a phone too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    const href = await page
      .getByTestId("listing-card")
      .filter({ hasText: /Inspection/ })
      .first()
      .getByRole("link")
      .first()
      .getAttribute("href");
    await page.goto(href ?? "/");
    await hydrated(page);
    await expect(page.getByTestId("cookie-notice")).toBeVisible();
    const seen = await tabThroughUncovered(page, 40);
    for (const name of ["Share", "Print", "Add to calendar"])
      expect(seen.some((what) => what.includes(`"${name}`))).toBe(true);
  });

  test("'Got it' is among the first Tab stops, and Escape or Enter dismisses the notice", async ({ page }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await hydrated(page);
    const notice = page.getByTestId("cookie-notice");
    await expect(notice).toBeVisible();
    const gotIt = notice.getByRole("button", { name: "Got it" });
    let stops = 0;
    while (stops < 3 && !(await gotIt.evaluate((button) => button === document.activeElement))) {
      await page.keyboard.press("Tab");
      stops++;
    }
    await expect(gotIt).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(notice).toHaveCount(0);
    // Focus is not dropped on <body>: the next Tab carries on from where the notice was.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    // Dismissed for good: a new page does not show it. Then Enter, on a fresh visit.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("site-footer")).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await hydrated(page);
    await expect(notice).toBeVisible();
    await gotIt.focus();
    await page.keyboard.press("Enter");
    await expect(notice).toHaveCount(0);
  });
});

test.describe("cookie notice before any script of ours", () => {
  test("is in the page's HTML from the first paint, and hidden from then on once dismissed", async ({
    page,
    consoleErrors,
  }) => {
    // Only what the server's HTML and the inline script in <head> do: every bundle is refused.
    consoleErrors.allow(/Failed to load resource/);
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/blog");
    const notice = page.getByTestId("cookie-notice");
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("button", { name: "Got it" })).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem("homefront:cookie-notice:v1", "dismissed in test"));
    await page.reload();
    await expect(notice).toHaveCount(1);
    await expect(notice).toBeHidden();
  });
});

test.describe("focus after a client navigation", () => {
  test("choosing a suggestion with the keyboard puts focus on the results heading", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const input = page.getByTestId("location-search-input");
    await input.focus();
    await input.pressSequentially("Melbourne 3000");
    await expect(page.getByTestId("location-suggestion").first()).toContainText("Melbourne, VIC 3000");
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/for-sale\/melbourne-vic-3000\/real-estate$/);
    await expect(page.getByTestId("search-heading")).toBeFocused();
  });

  test("after a sort the focus is on the sort or the heading, not lost", async ({ page }) => {
    await page.goto("/sold-properties/melbourne-vic-3000");
    await hydrated(page);
    const sort = page.getByTestId("sort-select");
    await sort.focus();
    await sort.selectOption("highestSoldPrice");
    await expect(page).toHaveURL(/sort=highestSoldPrice/);
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    // The select kept focus, or the page replaced it and the heading has it: never <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toMatch(/^(SELECT|H1)$/);
  });
});

test.describe("Buy / Rent / Sold tabs", () => {
  test("are one Tab stop and move with the arrow keys, Home and End (ARIA tabs)", async ({ page, axe }) => {
    await page.goto("/");
    await hydrated(page);
    const tabs = page.getByRole("tablist", { name: "What are you looking for?" }).getByRole("tab");
    await expect(tabs).toHaveCount(3);
    const buy = page.getByRole("tab", { name: "Buy" });
    const rent = page.getByRole("tab", { name: "Rent" });
    const sold = page.getByRole("tab", { name: "Sold" });
    // Roving tabindex: only the selected tab is in the Tab order.
    await expect(buy).toHaveAttribute("tabindex", "0");
    await expect(rent).toHaveAttribute("tabindex", "-1");
    await expect(sold).toHaveAttribute("tabindex", "-1");

    await buy.focus();
    await page.keyboard.press("ArrowRight");
    await expect(rent).toBeFocused();
    await expect(rent).toHaveAttribute("aria-selected", "true");
    await expect(buy).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowRight");
    await expect(sold).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(buy).toBeFocused(); // wraps
    await page.keyboard.press("ArrowLeft");
    await expect(sold).toBeFocused(); // wraps back
    await page.keyboard.press("Home");
    await expect(buy).toBeFocused();
    await page.keyboard.press("End");
    await expect(sold).toBeFocused();
    await expect(sold).toHaveAttribute("aria-selected", "true");

    // One Tab stop: Tab leaves the tablist for the search box in the tab panel.
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("location-search-input")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(sold).toBeFocused();
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveAttribute("aria-labelledby", (await sold.getAttribute("id")) ?? "");
    await expect(sold).toHaveAttribute("aria-controls", (await panel.getAttribute("id")) ?? "");
    await axe({ include: "form[role=search]" });

    // The selected tab is the search: Sold results for the chosen place.
    const input = page.getByTestId("location-search-input");
    await input.focus();
    await input.pressSequentially("Melbourne 3000");
    await expect(page.getByTestId("location-suggestion").first()).toContainText("Melbourne, VIC 3000");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/sold-properties\/melbourne-vic-3000$/);
  });
});
