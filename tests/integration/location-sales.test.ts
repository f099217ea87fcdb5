/**
 * What sold and leased lately on a suburb page, and a street's homes and sales history: the rows
 * are the newest of the place (compared with the local D1 the Worker reads), and a sold price the
 * vendor withheld reads "Price withheld" and appears nowhere in the page, in any spelling.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDollars } from "@/lib/format/money";
import { formatPriceShort } from "@/lib/format/price";
import { median, monthOf, trendMonths } from "@/lib/locations/market-figures";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";

let db: DatabaseSync;
beforeAll(() => {
  db = openLocalD1();
});
afterAll(() => db?.close());

/** Rendered for this request: a cookie keeps the edge page cache out of the way. */
async function html(path: string): Promise<string> {
  const response = await fetch(url(path), { headers: { cookie: "hf_test=1" } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The listing ids a table links to, in order (`/homes/{slug}/{id}`). */
function idsIn(page: string, testId: string): number[] {
  const table = new RegExp(`<table[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</table>`).exec(page)?.[1] ?? "";
  return [...table.matchAll(/href="\/homes\/[a-z0-9-]+\/(\d+)"/g)].map((match) => Number(match[1]));
}

function spellings(price: number): string[] {
  return [String(price), formatDollars(price), formatPriceShort(price), price.toLocaleString("en-AU")];
}

describe("recent sales on location pages", () => {
  it("lists a suburb's newest sales and leases, a withheld sold price as 'Price withheld' and nowhere else", async () => {
    // A suburb whose newest sale withheld its price (the stored row still has the figure).
    const suburb = db
      .prepare(
        `SELECT s.slug, s.id FROM locations s WHERE s.type = 'suburb' AND (
           SELECT l.price_text FROM listings l WHERE l.suburb_id = s.id AND l.status_type = 'sold'
           ORDER BY l.sold_at DESC, l.id DESC LIMIT 1) = 'Price withheld'
         ORDER BY s.popularity DESC LIMIT 1`,
      )
      .get() as { slug: string; id: number };
    expect(suburb).toBeDefined();
    const newest = (status: string, order: string) =>
      db
        .prepare(
          `SELECT id, sold_price AS soldPrice, price_text AS priceText FROM listings
           WHERE suburb_id = ? AND status_type = ? ORDER BY ${order} DESC, id DESC LIMIT 10`,
        )
        .all(suburb.id, status) as { id: number; soldPrice: number | null; priceText: string }[];
    const sold = newest("sold", "sold_at");
    const leased = newest("leased", "leased_at");

    const page = await html(`/locations/${suburb.slug}`);
    expect(idsIn(page, "recently-sold")).toEqual(sold.map((row) => row.id));
    expect(idsIn(page, "recently-leased")).toEqual(leased.map((row) => row.id));
    expect(page).toContain("Price withheld");
    for (const row of sold.filter((r) => r.priceText === "Price withheld" && r.soldPrice !== null))
      for (const spelling of spellings(row.soldPrice!)) expect(page).not.toContain(spelling);
  });

  it("gives a street its homes for sale and rent and its sales history, and nothing from other streets", async () => {
    const street = db
      .prepare(
        `SELECT st.slug, st.name, st.suburb_id AS suburbId FROM locations st WHERE st.type = 'street'
           AND EXISTS (SELECT 1 FROM listings l WHERE l.suburb_id = st.suburb_id AND l.street_name = st.name AND l.status_type = 'sold')
           AND EXISTS (SELECT 1 FROM listings l WHERE l.suburb_id = st.suburb_id AND l.street_name = st.name AND l.status_type IN ('buy', 'rent'))
         ORDER BY st.popularity DESC, st.id LIMIT 1`,
      )
      .get() as { slug: string; name: string; suburbId: number };
    expect(street).toBeDefined();
    const onStreet = (status: string, order: string) =>
      (
        db
          .prepare(
            `SELECT id FROM listings WHERE suburb_id = ? AND street_name = ? AND status_type = ?
             ORDER BY ${order} DESC, id DESC LIMIT 20`,
          )
          .all(street.suburbId, street.name, status) as { id: number }[]
      ).map((row) => row.id);

    const page = await html(`/locations/${street.slug}`);
    expect(idsIn(page, "street-sold")).toEqual(onStreet("sold", "sold_at"));
    expect(idsIn(page, "street-for-sale")).toEqual(onStreet("buy", "listed_at"));
    expect(idsIn(page, "street-for-rent")).toEqual(onStreet("rent", "listed_at"));
    expect(idsIn(page, "street-sold").length + idsIn(page, "street-for-sale").length).toBeGreaterThan(0);
  });

  it("gives a street its median sold price over two years from published prices only, withheld sales counted", async () => {
    // The street with the most sales of any that had a sale withheld: its median must leave that one out.
    const street = db
      .prepare(
        `SELECT st.slug, st.name, st.suburb_id AS suburbId FROM locations st WHERE st.type = 'street'
           AND EXISTS (SELECT 1 FROM listings l WHERE l.suburb_id = st.suburb_id AND l.street_name = st.name
                         AND l.status_type = 'sold' AND l.price IS NULL)
         ORDER BY (SELECT count(*) FROM listings l WHERE l.suburb_id = st.suburb_id AND l.street_name = st.name
                     AND l.status_type = 'sold') DESC, st.id LIMIT 1`,
      )
      .get() as { slug: string; name: string; suburbId: number };
    expect(street).toBeDefined();
    const first = trendMonths(Date.now())[0]!;
    const sales = (
      db
        .prepare(
          `SELECT price, sold_at AS soldAt FROM listings
           WHERE suburb_id = ? AND street_name = ? AND status_type = 'sold'`,
        )
        .all(street.suburbId, street.name) as { price: number | null; soldAt: number }[]
    ).filter((sale) => monthOf(sale.soldAt) >= first);
    const published = sales.flatMap((sale) => (sale.price === null ? [] : [sale.price]));
    const expected = median(published);

    const page = await html(`/locations/${street.slug}`);
    const figures = /<ul[^>]*data-testid="street-medians"[^>]*>([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? "";
    expect(figures).toContain(expected === null ? "No published sales" : formatPriceShort(expected));
    expect(figures).toContain(`(${sales.length} ${sales.length === 1 ? "home" : "homes"} sold)`);
    // The window holds a withheld sale: counted above, never in the median.
    expect(sales.some((sale) => sale.price === null)).toBe(true);
  });
});
