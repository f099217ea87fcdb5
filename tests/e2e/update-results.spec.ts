// "Update results" at the foot of the filters panel: the new count comes into view (it was left
// off screen, with the footer in view), takes the focus, so Tab carries on from the results, and is
// announced.
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`after Update results the new count is in view and focused (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page
      .context()
      .addInitScript(() => window.localStorage.setItem("homefront:cookie-notice:v1", "dismissed in test"));
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await hydrated(page);
    await page.getByTestId("filters-toggle").click();
    await page.getByTestId("bedrooms-3").check();
    const update = page.getByRole("button", { name: "Update results" });
    await update.scrollIntoViewIfNeeded();
    const count = page.getByTestId("results-summary");
    await update.click();
    await expect(page).toHaveURL(/bedrooms-3/);
    await expect(page.getByTestId("search-heading")).toContainText("3 Bedroom");
    await expect(count).toBeFocused();
    await expect(count).toBeInViewport({ ratio: 1 });
    // Not under the sticky site header either.
    await expect(async () => {
      const uncovered = await count.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + Math.min(box.width, 40) / 2, box.top + box.height / 2);
        return hit !== null && (hit === element || element.contains(hit));
      });
      expect(uncovered).toBe(true);
    }).toPass();
    await expect(page.getByTestId("results-announcement")).toHaveText(
      await count.innerText().then((t) => t.split(" · ")[0]!),
    );
    // Tab carries on from the count into the results, not from the bottom of the page.
    await page.keyboard.press("Tab");
    const next = await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? -1);
    expect(next).toBeGreaterThanOrEqual(0);
    expect(next).toBeLessThan(viewport.height);
  });
}
