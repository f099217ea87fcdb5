// Locations as a visitor uses them: from a listing's "Living in …" to the suburb, its market trend
// and on to one of its streets; its boundary on the map; the where-to-live index's tabs by keyboard.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signedUpMember } from "../integration/auth/client";
import { hydrated, signIn } from "./support/member";

/** Pixels of a PNG (base64) within a small distance of the map's boundary colour, #0b6e69. */
function outlinePixels(page: Page, png: string): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const distance = Math.abs(data[i]! - 0x0b) + Math.abs(data[i + 1]! - 0x6e) + Math.abs(data[i + 2]! - 0x69);
      if (distance < 40) count += 1;
    }
    return count;
  }, png);
}

test.describe("locations", () => {
  test("a listing's 'Living in …' leads to its suburb and its trend, and the suburb to a street", async ({
    page,
    axe,
  }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await hydrated(page);
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
    await hydrated(page);
    await axe();

    const street = page.getByTestId("suburb-streets").getByRole("link").first();
    const streetName = ((await street.textContent()) ?? "").split(",")[0]!;
    await street.click();
    await expect(page).toHaveURL(/\/locations\/[a-z0-9-]+-melbourne-vic-3000$/);
    await expect(page.locator("[data-location-type]")).toHaveAttribute("data-location-type", "street");
    await expect(page.getByTestId("location-heading")).toHaveText(`${streetName}, VIC 3000`);
    await expect(page.getByTestId("street-suburb-link")).toHaveAttribute("href", "/locations/melbourne-vic-3000");
    await hydrated(page);
    await axe();
  });

  test("the where-to-live tabs work by keyboard, Popular suburbs first", async ({ page, axe }) => {
    await page.goto("/locations");
    await hydrated(page);
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

  test("a suburb's boundary: on the offline map when asked for, by keyboard", async ({ page, axe }) => {
    await page.goto("/locations/melbourne-vic-3000");
    await hydrated(page);
    // MapLibre is not part of the first load: no map until the visitor asks.
    await expect(page.getByTestId("boundary-map")).toHaveCount(0);
    const show = page.getByRole("button", { name: "Show Melbourne on a map" });
    await show.focus();
    await page.keyboard.press("Enter");
    const map = page.getByRole("region", { name: "Map of Melbourne and its boundary" });
    const canvas = map.locator("canvas.maplibregl-canvas");
    await expect(canvas).toBeVisible();
    await expect(map.locator("[aria-busy]")).toHaveAttribute("aria-busy", "false");
    // The outline is drawn in the boundary colour (#0b6e69) around the fitted suburb: count the
    // pixels of that colour in a screenshot of the map (decoded in the page, no image library).
    await expect
      .poll(async () => outlinePixels(page, (await canvas.screenshot()).toString("base64")), { timeout: 15_000 })
      .toBeGreaterThan(150);
    await axe();
  });

  test("the trend by property type: a link per type, the chosen one marked, all types back", async ({ page, axe }) => {
    await page.goto("/locations/melbourne-vic-3000");
    await hydrated(page);
    const types = page.getByRole("navigation", { name: "Property type of the trend" });
    await expect(types.getByRole("link", { name: "All types" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("trend-summary")).toContainText("all property types");
    const allTypes = await page.getByTestId("trend-chart-sold").locator("path").getAttribute("d");

    await types.getByRole("link", { name: "Houses" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/locations\/melbourne-vic-3000\?trend=houses#market-trends$/);
    await expect(types.getByRole("link", { name: "Houses" })).toHaveAttribute("aria-current", "true");
    await expect(types.getByRole("link", { name: "All types" })).not.toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("trend-summary")).toContainText("houses");
    // Fewer houses than homes of every type sold, so the line is another one.
    const houses = page.getByTestId("trend-chart-sold").locator("path");
    if ((await houses.count()) > 0) expect(await houses.getAttribute("d")).not.toBe(allTypes);
    await expect(page.getByTestId("trend-chart-sold")).toHaveAttribute("aria-label", /houses/);
    await axe();

    await types.getByRole("link", { name: "All types" }).click();
    await expect(page).toHaveURL(/\/locations\/melbourne-vic-3000#market-trends$/);
    await expect(page.getByTestId("trend-summary")).toContainText("all property types");
  });

  test("what sold and leased lately, and a street's homes and sales", async ({ page, axe }) => {
    await page.goto("/locations/melbourne-vic-3000");
    await hydrated(page);
    const sold = page.getByTestId("recently-sold");
    await expect(sold.locator("tbody tr")).toHaveCount(10);
    await expect(sold.locator("tbody tr").first().locator("td").last()).toHaveText(/^(\$[\d,]+|Price withheld)$/);
    await expect(page.getByTestId("recently-leased").locator("tbody tr").first().locator("td").last()).toHaveText(
      /^(\$[\d,]+ per week|Price withheld)$/,
    );
    // The sponsor slot: the agents who sold most here, with their count.
    await expect(page.getByTestId("local-agents").locator("li").first()).toContainText(
      /\d+ homes? sold in the last 12 months/,
    );
    await axe();

    await page.goto("/locations/gipps-close-melbourne-vic-3000");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Homes on Gipps Close" })).toBeVisible();
    const streetSold = page.getByTestId("street-sold").getByRole("rowheader").first();
    await expect(streetSold).toContainText("Gipps Close");
    await streetSold.getByRole("link").click();
    await expect(page.getByTestId("listing-page")).toBeVisible();
  });

  test("the by-type suffix opens the index on that tab", async ({ page }) => {
    await page.goto("/where-to-live/regions");
    await expect(page).toHaveURL(/\/locations\?tab=regions$/);
    await expect(page.getByRole("tab", { name: "Regions" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("where-panel-regions").getByRole("heading", { name: "Victoria" })).toBeVisible();
  });

  test("a member follows a suburb from its shared page and sees it with their follows", async ({ page, axe }) => {
    const member = await signedUpMember("e2e-location-follow");
    await signIn(page, member.email, member.password);
    await page.goto("/locations/carlton-vic-3053");
    await hydrated(page);
    // The page is the visitors' cached copy: whether this member follows is asked from the browser.
    const follow = page.getByTestId("follow-location");
    await expect(follow).toHaveText("Follow Carlton");
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    // Disabled until the browser knows whether this member follows: a key press before is lost.
    await expect(follow).toBeEnabled();
    await follow.focus();
    await page.keyboard.press("Enter");
    await expect(follow).toHaveText("Following Carlton");
    await expect(follow).toHaveAttribute("aria-pressed", "true");
    await axe();
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("follow-location")).toHaveText("Following Carlton");

    await page.goto("/account");
    await hydrated(page);
    await expect(page.getByTestId("follows-list").getByRole("link", { name: "Carlton, VIC" })).toHaveAttribute(
      "href",
      "/locations/carlton-vic-3053",
    );
    await page.getByRole("button", { name: "Following Carlton, VIC" }).click();
    await expect(page.getByRole("button", { name: "Follow Carlton, VIC" })).toHaveAttribute("aria-pressed", "false");
    await page.goto("/locations/carlton-vic-3053");
    await hydrated(page);
    await expect(page.getByTestId("follow-location")).toHaveText("Follow Carlton");
  });
});
