// What an agent withholds stays on the server (a price behind "Auction", a hidden address), and
// what a card shows is right: sold and leased homes with their date, ranges sorted by their lower
// bound, "1 star".
import type { DatabaseSync } from "node:sqlite";

import { disclosedPriceFrom } from "@/lib/listings/disclosed-price";
import { openLocalD1, plantWithheldData, WITHHELD_PRICE_SPELLINGS, type Planted } from "../support/local-d1";
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

test.describe("withheld details", () => {
  // One worker for the planted data: another restoring it mid-test would make a leak look fixed.
  test.describe.configure({ mode: "serial" });
  let db: DatabaseSync;
  let planted: Planted;
  test.beforeAll(() => {
    db = openLocalD1();
    planted = plantWithheldData(db);
  });
  test.afterAll(() => {
    planted?.restore();
    db?.close();
  });

  test("an 'Auction' listing's page, its JSON-LD, RSC payload and meta tags carry no price; the calculator starts empty", async ({
    page,
    request,
  }) => {
    const path = `/homes/listing/${planted.withheld.id}`;
    const html = await (await request.get(path)).text();
    expect(html).toContain("Repayment calculator");
    for (const spelling of WITHHELD_PRICE_SPELLINGS) expect(html).not.toContain(spelling);

    await page.goto(path);
    await hydrated(page);
    await expect(page.getByTestId("listing-price")).toHaveText("Auction");
    await expect(page.getByLabel("Property price ($)")).toHaveValue("");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      offers: Record<string, unknown>;
    };
    expect(jsonLd.offers).not.toHaveProperty("price");
    expect(jsonLd.offers).not.toHaveProperty("priceSpecification");
    for (const spelling of WITHHELD_PRICE_SPELLINGS) expect(await page.content()).not.toContain(spelling);
  });

  test("a hidden address's page has no street and no exact point, in the HTML, JSON-LD or calendar", async ({
    page,
    request,
  }) => {
    const { id, streetName, latitude, longitude } = planted.hidden;
    const html = await (await request.get(`/homes/listing/${id}`)).text();
    expect(html).toContain("Address available on request");
    expect(html.toLowerCase()).not.toContain(streetName.toLowerCase());
    expect(html.toLowerCase()).not.toContain(streetName.toLowerCase().replace(/ /g, "-"));
    expect(html).not.toContain(String(latitude));
    expect(html).not.toContain(String(longitude));
    await page.goto(`/homes/listing/${id}`);
    await hydrated(page);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      about: { address: Record<string, unknown>; geo?: unknown };
    };
    expect(jsonLd.about.address).not.toHaveProperty("streetAddress");
    expect(jsonLd.about).not.toHaveProperty("geo");
    const ics = page.getByTestId("inspection-ics").first();
    if ((await ics.count()) > 0) {
      const calendar = await (await request.get((await ics.getAttribute("href")) ?? "")).text();
      expect(calendar.toLowerCase()).not.toContain(streetName.toLowerCase());
    }
  });
});

test("sold cards show when each home sold and its price or 'Price withheld', never an auction", async ({ page }) => {
  await page.goto("/sold-properties/melbourne-vic-3000");
  await hydrated(page);
  const cards = page.getByTestId("listing-card");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await expect(card.getByTestId("listing-card-outcome")).toHaveText(/^Sold \d{2}\/\d{2}\/\d{4}$/);
    await expect(card.getByTestId("listing-card-price")).toHaveText(/^(\$[\d,]+|Price withheld)$/);
    await expect(card).not.toContainText(/Auction|Inspection/);
  }
});

test("leased cards show when each home leased and its weekly rent", async ({ page }) => {
  await page.goto("/leased-properties/melbourne-vic-3000");
  await hydrated(page);
  const card = page.getByTestId("listing-card").first();
  await expect(card.getByTestId("listing-card-outcome")).toHaveText(/^Leased \d{2}\/\d{2}\/\d{4}$/);
  await expect(card.getByTestId("listing-card-price")).toHaveText(/^\$[\d,]+ per week$/);
});

test("price low to high sorts a range by its lower bound, homes with no published price last", async ({ page }) => {
  const db = openLocalD1();
  // A suburb whose homes for sale fit on one page and include an auction guide range.
  const suburb = db
    .prepare(
      `SELECT s.slug FROM listings l JOIN locations s ON s.id = l.suburb_id WHERE l.status_type = 'buy'
       GROUP BY s.id HAVING count(*) BETWEEN 8 AND 25 AND sum(l.price_text LIKE 'Auction Guide%') > 0 AND sum(l.price IS NULL) > 0
       ORDER BY count(*) DESC, s.id LIMIT 1`,
    )
    .get() as { slug: string } | undefined;
  db.close();
  expect(suburb).toBeDefined();
  await page.goto(`/for-sale/${suburb!.slug}/real-estate?sort=cheapest&surrounding=false`);
  await hydrated(page);
  const prices = await page.getByTestId("listing-card-price").allTextContents();
  expect(prices.some((text) => text.startsWith("Auction Guide"))).toBe(true);
  const keys = prices.map((text) => disclosedPriceFrom(text) ?? Infinity);
  expect(keys).toEqual([...keys].sort((a, b) => a - b));
});

test("an energy rating of one reads '1 star'", async ({ page }) => {
  const db = openLocalD1();
  const row = db.prepare("SELECT id FROM listings WHERE energy_rating = 1 ORDER BY id LIMIT 1").get() as
    { id: number } | undefined;
  db.close();
  expect(row).toBeDefined();
  await page.goto(`/homes/listing/${row!.id}`);
  await hydrated(page);
  const details = page.locator("dl").filter({ hasText: "Energy rating" });
  await expect(details).toContainText("1 star");
  await expect(details).not.toContainText("1 stars");
});
