// Locations as a visitor uses them: from a listing's "Living in …" to the suburb, its market trend
// and on to one of its streets; the where-to-live index's tabs by keyboard.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function ready(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.describe("locations", () => {
  test("a listing's 'Living in …' leads to its suburb and its trend, and the suburb to a street", async ({
    page,
    axe,
  }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await ready(page);
    await page.getByTestId("listing-card").first().getByRole("link").first().click();
    await expect(page.getByTestId("listing-page")).toBeVisible();
    await page.getByRole("link", { name: "Living in Melbourne" }).click();

    await expect(page).toHaveURL(/\/locations\/melbourne-vic-3000$/);
    await expect(page.getByTestId("location-heading")).toHaveText("Melbourne, VIC 3000");
    await expect(page.getByTestId("suburb-homes").getByRole("link", { name: "Homes for sale" })).toHaveAttribute(
      "href",
      "/for-sale/melbourne-vic-3000/real-estate",
    );
    // The trend: a server-drawn chart with its line, and every month in the table behind it.
    const chart = page.getByTestId("trend-chart-sold");
    await expect(chart).toHaveAttribute("role", "img");
    await expect(chart.locator("path")).toHaveAttribute("d", /^M[\d.]+,[\d.]+/);
    await page.getByText("All monthly figures as a table").click();
    await expect(page.getByTestId("trend-table").locator("tbody tr")).toHaveCount(24);
    await expect(page.getByTestId("medians-sold").getByRole("rowheader", { name: "All types" })).toBeVisible();
    await expect(page.getByTestId("nearby-suburbs").locator("li")).toHaveCount(5);
    await expect(page.getByTestId("location-schools").locator("tbody tr")).toHaveCount(20);
    await ready(page);
    await axe();

    const street = page.getByTestId("suburb-streets").getByRole("link").first();
    const streetName = ((await street.textContent()) ?? "").split(",")[0]!;
    await street.click();
    await expect(page).toHaveURL(/\/locations\/[a-z0-9-]+-melbourne-vic-3000$/);
    await expect(page.locator("[data-location-type]")).toHaveAttribute("data-location-type", "street");
    await expect(page.getByTestId("location-heading")).toHaveText(`${streetName}, VIC 3000`);
    await expect(page.getByTestId("street-suburb-link")).toHaveAttribute("href", "/locations/melbourne-vic-3000");
    await ready(page);
    await axe();
  });

  test("the where-to-live tabs work by keyboard, Popular suburbs first", async ({ page, axe }) => {
    await page.goto("/locations");
    await ready(page);
    const popular = page.getByRole("tab", { name: "Popular suburbs" });
    await expect(popular).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("where-panel-popular")).toBeVisible();
    await expect(page.getByTestId("where-panel-regions")).toBeHidden();

    // One Tab stop: the selected tab; the others are reached with the arrow keys.
    await expect(page.getByRole("tab", { name: "Regions" })).toHaveAttribute("tabindex", "-1");
    await popular.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Regions" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Regions" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("where-panel-regions")).toBeVisible();
    await expect(page.getByTestId("where-panel-popular")).toBeHidden();

    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Streets" })).toBeFocused();
    await expect(page.getByTestId("where-panel-streets")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(popular).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Streets" })).toHaveAttribute("aria-selected", "true");

    // Tab leaves the tablist for the selected panel's content.
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("where-panel-streets")).toBeFocused();
    await axe();

    await page.getByTestId("where-panel-streets").getByRole("link", { name: "Find a street" }).click();
    await expect(page).toHaveURL(/\/find-street$/);
    await page.getByRole("searchbox", { name: "Name" }).fill("collins");
    await page.getByRole("combobox", { name: "State" }).selectOption("VIC");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/find-street\?q=collins&state=VIC$/);
    const found = page.getByTestId("find-results-list").getByRole("link");
    await expect(found.first()).toHaveText(/^Collins \w+, VIC \d{4}$/);
    await axe();
  });

  test("the by-type suffix opens the index on that tab", async ({ page }) => {
    await page.goto("/where-to-live/regions");
    await expect(page).toHaveURL(/\/locations\?tab=regions$/);
    await expect(page.getByRole("tab", { name: "Regions" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("where-panel-regions").getByRole("heading", { name: "Victoria" })).toBeVisible();
  });
});
