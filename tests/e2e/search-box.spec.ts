// Search that does what it says: Enter and a Search button before suggestions arrive, readable
// place chips, a summary that owns up to surrounding suburbs with the place's own homes first,
// results brought into view and announced after "Update results", one format for price options.
import type { Page, Request, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

/** The autocomplete's request (8 suggestions); the box's best-match lookup asks for 1. */
const isSuggestionsRequest = (request: Request) =>
  request.url().endsWith("/graphql") && request.method() === "POST" && /"take":8\b/.test(request.postData() ?? "");

/**
 * Holds every suggestions request until `release()`: whatever the box does meanwhile happens
 * before any suggestion has arrived, however fast the machine.
 */
async function holdSuggestions(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route: Route) => {
    if (isSuggestionsRequest(route.request())) await released;
    await route.continue().catch(() => {
      // The page may have moved on; the held answer is not wanted any more.
    });
  });
  return release;
}

test.describe("the search box", () => {
  test("Enter before suggestions arrive goes to the best match: 'Bondi' is Bondi, NSW 2026", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const release = await holdSuggestions(page);
    const input = page.getByTestId("location-search-input");
    const asked = page.waitForRequest(isSuggestionsRequest);
    await input.fill("Bondi");
    await asked; // the suggestions are on their way, and held
    await input.press("Enter");
    await expect(page).toHaveURL(/\/for-sale\/bondi-nsw-2026\/real-estate$/);
    await expect(page.getByTestId("location-suggestion")).toHaveCount(0);
    await expect(page.getByTestId("search-heading")).toContainText("Bondi, NSW 2026");
    release();
  });

  test("a visible Search button searches too, and a place that does not exist is said so", async ({ page, axe }) => {
    await page.goto("/");
    await hydrated(page);
    const input = page.getByTestId("location-search-input");
    await input.fill("Zzyzx");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No place called" })).toHaveText(
      "No place called “Zzyzx” — try a suburb, postcode or region",
    );
    await expect(page).toHaveURL(/\/$/);
    await axe();
    await page.getByTestId("search-tab-rent").click();
    await input.fill("Coogee");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/for-rent\/coogee-nsw-2034\/real-estate$/);
  });

  test("on the results page, Enter in 'Add a suburb' before suggestions arrive adds the best match", async ({
    page,
  }) => {
    await page.goto("/for-sale/bondi-nsw-2026/real-estate");
    await hydrated(page);
    const input = page.getByTestId("add-location-input");
    // Nothing typed: said so, and the search stays (the form's implicit submit removed Bondi).
    await input.press("Enter");
    await expect(page.getByTestId("add-location-message")).toHaveText("Type a suburb, postcode or region to search");
    await expect(page).toHaveURL(/\/for-sale\/bondi-nsw-2026\/real-estate$/);
    const release = await holdSuggestions(page);
    const asked = page.waitForRequest(isSuggestionsRequest);
    await input.fill("Coogee");
    await asked;
    await input.press("Enter");
    await expect(page).toHaveURL(/\/for-sale\/bondi-nsw-2026\/real-estate\?suburbs=coogee-nsw-2034$/);
    release();
  });
});

test.describe("search results", () => {
  test("place chips read 'Bondi, NSW 2026' and their remove buttons name the place", async ({ page, axe }) => {
    await page.goto("/for-sale/bondi-nsw-2026/real-estate?suburbs=coogee-nsw-2034");
    const chips = page.getByRole("list", { name: "Places searched" }).getByRole("listitem");
    await expect(chips).toHaveCount(2);
    await expect(chips.nth(0)).toContainText("Bondi, NSW 2026");
    await expect(chips.nth(1)).toContainText("Coogee, NSW 2034");
    await expect(page.getByRole("button", { name: "Remove Coogee, NSW 2034" })).toBeVisible();
    await expect(page.getByText("bondi-nsw-2026", { exact: true })).toHaveCount(0);
    await axe();
    await hydrated(page);
    await page.getByRole("button", { name: "Remove Coogee, NSW 2034" }).click();
    await expect(page).toHaveURL(/\/for-sale\/bondi-nsw-2026\/real-estate$/);
  });

  test("a suburb search says it includes surrounding suburbs and lists the suburb's own homes first", async ({
    page,
  }) => {
    await page.goto("/for-sale/bondi-nsw-2026/real-estate");
    await expect(page.getByTestId("results-summary")).toContainText(
      "Properties For Sale in Bondi and surrounding suburbs",
    );
    const cards = page.getByTestId("listing-card");
    await expect(cards).toHaveCount(25);
    // "Bondi NSW 2026" and not Bondi Junction (2022) or Bondi Beach (also 2026).
    const inBondi = (await cards.allTextContents()).map((text) => /(^|[^A-Za-z])Bondi,? NSW 2026/.test(text));
    const own = inBondi.filter(Boolean).length;
    expect(own).toBeGreaterThan(0);
    expect(inBondi).toEqual(inBondi.map((_, i) => i < own));

    await page.goto("/for-sale/bondi-nsw-2026/real-estate?surrounding=false");
    await expect(page.getByTestId("results-summary")).toContainText(/Properties? For Sale in Bondi, NSW 2026/);
  });

  test("after 'Update results' the results' top comes into view and the new count is announced", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await hydrated(page);
    await page.getByTestId("filters-toggle").click();
    await page.getByRole("checkbox", { name: "Apartment", exact: true }).check();
    await page.getByRole("button", { name: "Update results" }).click();
    await expect(page).toHaveURL(/\/for-sale\/melbourne-vic-3000\/apartments$/);
    const summary = page.getByTestId("results-summary");
    await expect(summary).toContainText("Apartments For Sale");
    await expect(summary).toBeInViewport();
    await expect(page.getByTestId("results-announcement")).toHaveText(
      await summary.innerText().then((text) => text.split(" · ")[0]!),
    );
  });

  test("price options read in one format: $k and $M for sale, dollars a week for rent", async ({ page }) => {
    await page.goto("/for-sale/bondi-nsw-2026/real-estate");
    const buy = (await page.getByTestId("price-max").locator("option").allTextContents()).slice(1);
    expect(buy.slice(0, 2)).toEqual(["$50k", "$100k"]);
    for (const label of buy) expect(label).toMatch(/^\$(\d{2,3}k|\d+(\.\d+)?M)$/);
    await page.goto("/for-rent/bondi-nsw-2026/real-estate");
    const rent = (await page.getByTestId("price-min").locator("option").allTextContents()).slice(1);
    for (const label of rent) expect(label).toMatch(/^\$\d{1,3}(,\d{3})? pw$/);
  });
});
