// A school's page as a family looking for a home near a school meets it: from a listing's schools
// table to the school, where it is, what it is, the suburbs it serves and homes near it; on a
// desktop and on a phone, with no serious axe findings and nothing wider than the phone.
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

test.beforeEach(async ({ context }) => {
  // The cookie notice has its own tests (keyboard.spec.ts); dismissed so the page under it is checked.
  await context.addInitScript(() => window.localStorage.setItem("homefront:cookie-notice:v1", "dismissed in test"));
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a listing's school opens its page at ${viewport.width} px`, async ({ page, axe }) => {
    await page.setViewportSize(viewport);
    await page.goto("/for-sale/bondi-nsw-2026/real-estate");
    await hydrated(page);
    await page.getByTestId("listing-card").first().getByRole("link").first().click();
    await expect(page.getByTestId("listing-page")).toBeVisible();
    const link = page.getByTestId("schools").getByTestId("school-link").first();
    const name = ((await link.textContent()) ?? "").trim();
    // By keyboard: the school's name is a link in the table.
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/schools\/\d+-[a-z0-9-]+$/);
    await expect(page.getByTestId("school-name")).toHaveText(name);
    await expect(page.getByTestId("school-facts")).toContainText(/Type(Primary|Secondary|Combined) school/);
    await expect(page.getByTestId("school-facts")).toContainText(/Sector(Government|Private)/);
    await expect(page.getByTestId("school-map").locator("img")).toHaveAttribute(
      "src",
      /^\/media\/maps\/preview\.svg\?/,
    );
    await expect(page.getByTestId("school-suburbs").getByRole("link").first()).toBeVisible();
    await expect(page.getByTestId("school-homes-buy").getByTestId("listing-card").first()).toBeVisible();
    await expect(page.getByTestId("school-homes-rent").getByTestId("listing-card").first()).toBeVisible();
    await hydrated(page);
    await axe();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (viewport.width >= 960) {
      // On a desktop the facts and the map sit side by side.
      const facts = await page.getByTestId("school-facts").boundingBox();
      const map = await page.getByTestId("school-map").boundingBox();
      expect(map!.x).toBeGreaterThan(facts!.x + facts!.width - 1);
    }

    // On to homes near the school: the results page's map search around it.
    await page.getByTestId("school-all-buy").click();
    await expect(page).toHaveURL(/\/for-sale\/real-estate\?.*context=map/);
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
  });
}

test("a suburb's schools table links each school to its page", async ({ page }) => {
  await page.goto("/locations/bondi-nsw-2026");
  const link = page.getByTestId("location-schools").getByTestId("school-link").first();
  const name = ((await link.textContent()) ?? "").trim();
  await link.click();
  await expect(page.getByTestId("school-name")).toHaveText(name);
});
