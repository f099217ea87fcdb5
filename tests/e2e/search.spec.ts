// Search as a buyer uses it: a suburb, filters, sort, paging, the map, a drawn area, sold results.
import { expect, test } from "./fixtures";

import { hydrated } from "./support/member";

test.describe("search results", () => {
  test("search by suburb shows its results, with title, heading and canonical link", async ({ page, axe }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await expect(page.getByTestId("search-heading")).toHaveText(
      "Property And Real Estate For Sale in Melbourne, VIC 3000",
    );
    await expect(page.getByTestId("results-summary")).toContainText(
      "Properties For Sale in Melbourne and surrounding suburbs",
    );
    await expect(page.getByTestId("listing-card")).toHaveCount(25);
    await expect(page).toHaveTitle(/For Sale in Melbourne, VIC 3000/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /\/for-sale\/melbourne-vic-3000\/real-estate$/,
    );
    await axe();
  });

  test("/properties-for-sale/{slug}/real-estate redirects permanently to the canonical URL", async ({ request }) => {
    const response = await request.get("/properties-for-sale/bondi-nsw-2026/real-estate?page=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toMatch(/\/for-sale\/bondi-nsw-2026\/real-estate$/);
  });

  test("filters to 3+ bedroom houses under a price", async ({ page }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await hydrated(page);
    await page.getByTestId("filters-toggle").click();
    await page.getByRole("checkbox", { name: "House", exact: true }).check();
    // Bedroom buttons are styled checkboxes: 3, 4 and 5+ together mean "3 or more".
    for (const id of ["bedrooms-3", "bedrooms-4", "bedrooms-5"]) await page.getByTestId(id).check();
    await expect(page.getByTestId("bedrooms-5")).toBeChecked();
    await page.getByTestId("price-max").selectOption("2000000");
    await page.getByRole("button", { name: "Update results" }).click();
    await expect(page).toHaveURL(
      /\/for-sale\/melbourne-vic-3000\/houses\?bedrooms=3(,|%2C)4(,|%2C)5-plus&pricemaximum=2000000$/,
    );
    await expect(page.getByTestId("search-heading")).toContainText("Houses For Sale");
    const cards = page.getByTestId("listing-card");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card).toContainText("House");
      const beds = Number((await card.getByText(/^\D*\d+ bed$/).textContent())?.match(/(\d+) bed/)?.[1]);
      expect(beds).toBeGreaterThanOrEqual(3);
    }
  });

  test("sorts by price and pages through the results", async ({ page }) => {
    await page.goto("/sold-properties/melbourne-vic-3000");
    await hydrated(page);
    await page.getByTestId("sort-select").selectOption("highestSoldPrice");
    await expect(page).toHaveURL(/\/sold-properties\/melbourne-vic-3000\?sort=highestSoldPrice$/);
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    await page.getByTestId("page-next").click();
    await expect(page).toHaveURL(/sort=highestSoldPrice&page=2$/);
    await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 2 of");
  });

  test("page 2 of a canonical search is a path segment", async ({ page }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await page.getByTestId("page-next").click();
    await expect(page).toHaveURL(/\/for-sale\/melbourne-vic-3000\/real-estate\/page-2$/);
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
  });

  test("sold search reads as sold and shows sold listings", async ({ page }) => {
    await page.goto("/sold-properties/sydney-nsw-2000");
    await expect(page.getByTestId("search-heading")).toContainText("Sold");
    await expect(page.getByTestId("results-summary")).toContainText("Sold Properties in Sydney, NSW 2000");
  });

  test("the map view shows price markers and a drawn area becomes a shareable search", async ({ page }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await hydrated(page);
    await page.getByTestId("results-view-map").click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole("region", { name: "Map of search results" });
    await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible();
    // Price markers, or cluster bubbles where the advancedMapClustering flag is on (dev preset).
    await expect(
      map
        .getByTestId("map-price-marker")
        .or(map.getByRole("button", { name: /listings here/ }))
        .first(),
    ).toBeVisible();
    await page.getByRole("button", { name: "Got it" }).click();
    const draw = map.getByRole("button", { name: "Draw an area" });
    await expect(draw).toBeEnabled();
    await draw.click();
    await expect(map.getByText(/^Click on the map to add corners,/)).toBeVisible();
    const canvas = map.locator("canvas.maplibregl-canvas");
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no map canvas");
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const corners = [
      { x: cx - 100, y: cy - 80 },
      { x: cx + 100, y: cy - 80 },
      { x: cx + 100, y: cy + 80 },
      { x: cx - 100, y: cy + 80 },
    ];
    for (const { x, y } of corners) await page.mouse.click(x, y);
    await page.mouse.click(corners[0]!.x, corners[0]!.y);
    await expect(page).toHaveURL(/context=draw/);
    await expect(page).toHaveURL(/shape=/);
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByTestId("search-heading")).toContainText("Drawn Area");
    // The drawn search is in the URL: opening it afresh gives the same search.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByTestId("search-heading")).toContainText("Drawn Area");
  });

  test("a URL that is not a search is a 404 and absurd values are clamped, not errors", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    const missing = await page.goto("/for-sale/melbourne-vic-3000/real-estate/not-a-facet");
    expect(missing?.status()).toBe(404);
    const absurd = await page.goto(
      `/for-sale/melbourne-vic-3000/real-estate?pricemaximum=-5&sort=bogus&bounds=%7Bbad&suburbs=${Array.from({ length: 300 }, (_, i) => `x${i}-vic-3000`).join(",")}`,
    );
    expect(absurd?.status()).toBeLessThan(500);
  });
});
