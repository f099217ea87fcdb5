// The home page search: tabs, location autocomplete, and the results page it leads to.
import { expect, test } from "./fixtures";

test.describe("home page search", () => {
  test("autocompletes 'Bondi' and opens that suburb's results", async ({ page, axe }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const input = page.getByTestId("location-search-input");
    await input.fill("Bondi");
    const suggestions = page.getByTestId("location-suggestion");
    await expect(suggestions.first()).toBeVisible();
    const texts = await suggestions.allTextContents();
    expect(texts.slice(0, 3).some((t) => t.startsWith("Bondi, NSW 2026"))).toBe(true);
    await axe();
    await suggestions.filter({ hasText: "Bondi, NSW 2026" }).first().click();
    await expect(page).toHaveURL(/\/for-sale\/bondi-nsw-2026\/real-estate$/);
    await expect(page.getByTestId("search-heading")).toContainText("Bondi, NSW 2026");
    await expect(page.getByTestId("results-summary")).toBeVisible();
  });

  test("is usable with the keyboard alone, on the Rent tab", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByTestId("search-tab-rent").click();
    const input = page.getByTestId("location-search-input");
    await expect(input).toBeFocused();
    await input.pressSequentially("Melbourne 3000");
    await expect(page.getByTestId("location-suggestion").first()).toContainText("Melbourne, VIC 3000");
    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", /option-0$/);
    await input.press("Enter");
    await expect(page).toHaveURL(/\/for-rent\/melbourne-vic-3000\/real-estate$/);
  });

  test("opens a listing from the results", async ({ page }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    const card = page.getByTestId("listing-card").first();
    await expect(card).toBeVisible();
    const price = (await card.locator("p").filter({ hasText: /\S/ }).nth(0).textContent()) ?? "";
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/homes\/[a-z0-9-]+\/\d+$/);
    await expect(page.getByTestId("listing-price")).toBeVisible();
    expect(price.length).toBeGreaterThan(0);
  });

  test("every listing photo on the home page loads", async ({ page }) => {
    await page.goto("/");
    const photos = page.getByTestId("listing-card").locator("img");
    await expect(photos.first()).toBeVisible();
    for (const img of await photos.all()) await img.scrollIntoViewIfNeeded();
    const broken = await photos.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    );
    expect(broken).toEqual([]);
  });
});
