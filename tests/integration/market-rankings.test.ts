/**
 * Market rankings through the running Worker and the local D1 it reads: a place's page lists the
 * stored rankings in order; a best-value question is answered as the pure rule answers it over
 * every suburb of the place (no SQL narrowing in the oracle); a bad question gets its sentence;
 * listing views recorded in parallel all count for the listing's suburb.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bestValue, MIN_SALES_FOR_VALUE } from "@/lib/locations/market-rankings";
import { viewDayOf } from "@/lib/services/locations/market-rankings";
import { testClientAddress } from "./auth/client";
import { sameOriginJson, url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";

let db: DatabaseSync;
beforeAll(() => {
  db = openLocalD1();
});
afterAll(() => db?.close());

/** Rendered for this request: a cookie keeps the edge page cache out of the way. */
async function page(path: string, status = 200): Promise<string> {
  const response = await fetch(url(path), { headers: { cookie: "hf_test=1" } });
  expect(response.status).toBe(status);
  return response.text();
}

/** The suburb slugs a table links to, in order. */
function slugsIn(html: string, testId: string): string[] {
  const table = new RegExp(`<table[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</table>`).exec(html)?.[1] ?? "";
  return [...table.matchAll(/<th scope="row"><a href="\/locations\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
}

describe("market rankings pages", () => {
  it("a state's page lists its stored most viewed and fastest-selling suburbs in order, linked to them", async () => {
    // Another test's GET /__scheduled may recompute the rankings between rendering the page and
    // reading D1; the page states when its figures were computed, so compare one computation.
    // The hourly refresh happens at most once in between: a second render sees the new one.
    for (let attempt = 1; ; attempt++) {
      const html = await page("/locations/rankings/vic");
      const shown = /Figures as of <time datetime="([^"]+)"/i.exec(html)?.[1];
      expect(shown).toBeDefined();
      // One read transaction: the stored time and rows of one computation.
      db.exec("BEGIN");
      const storedAt = db
        .prepare("SELECT max(computed_at) AS at FROM location_market_rankings WHERE place_id = 0")
        .get()?.at as number;
      const stored = Object.fromEntries(
        ["most-viewed", "fastest-selling"].map((ranking) => [
          ranking,
          db
            .prepare(
              `SELECT l.slug FROM location_market_rankings r JOIN locations l ON l.id = r.suburb_id
               WHERE r.place_id = (SELECT id FROM locations WHERE slug = 'vic') AND r.ranking = ? ORDER BY r.rank`,
            )
            .all(ranking)
            .map((row) => row.slug),
        ]),
      );
      db.exec("COMMIT");
      if (new Date(storedAt).toISOString() !== shown && attempt < 3) continue;
      expect(new Date(storedAt).toISOString()).toBe(shown);
      for (const ranking of ["most-viewed", "fastest-selling"]) {
        expect(stored[ranking]!.length).toBeGreaterThan(0);
        expect(slugsIn(html, `ranking-${ranking}`)).toEqual(stored[ranking]);
      }
      expect(html).toContain('href="/locations/top-rated/vic"');
      expect(html).toContain('action="/locations/rankings/vic/best-value"');
      return;
    }
  });

  it("Australia's page links to each state's; a suburb is not a place to rank", async () => {
    const html = await page("/locations/rankings");
    expect(html).toContain('href="/locations/rankings/nsw"');
    await page("/locations/rankings/melbourne-vic-3000", 404);
  });

  it("answers 'a 3-bedroom house under $900k within 20 km of the CBD' as the rule does over every suburb of the state", async () => {
    const html = await page("/locations/rankings/vic/best-value?type=houses&beds=3&max=900000&km=20");
    expect(html).toContain("Where can I buy a 3-bedroom house under $900,000 within 20 km of the CBD in Victoria?");
    const candidates = db
      .prepare(
        `SELECT l.id AS suburbId, l.slug, l.state_code AS stateCode, l.latitude, l.longitude,
                m.median_price AS medianPrice, m.listings AS sales
         FROM locations l JOIN location_market_medians m
           ON m.suburb_id = l.id AND m.status_type = 'sold' AND m.property_type = 7 AND m.bedrooms = 3
         WHERE l.type = 'suburb' AND l.state_code = 'VIC'`,
      )
      .all() as {
      suburbId: number;
      slug: string;
      stateCode: "VIC";
      latitude: number;
      longitude: number;
      medianPrice: number | null;
      sales: number;
    }[];
    const expected = bestValue(candidates, { maxPrice: 900_000, maxKm: 20 });
    expect(expected.length).toBeGreaterThan(0);
    expect(slugsIn(html, "best-value")).toEqual(
      expected.map((suburb) => candidates.find((c) => c.suburbId === suburb.suburbId)!.slug),
    );
    expect(expected.every((suburb) => suburb.sales >= MIN_SALES_FOR_VALUE && suburb.medianPrice <= 900_000)).toBe(true);
  });

  it("a bad question gets the form back with a sentence saying what to fix, and no answer", async () => {
    const html = await page("/locations/rankings/vic/best-value?type=houses&beds=3&max=12");
    expect(html).toContain("Enter a budget from $100,000 to $20,000,000, in whole dollars.");
    expect(html).not.toContain('data-testid="best-value"');
  });

  it("listing views sent at once all count for the listing's suburb on today's row", async () => {
    const listing = db
      .prepare(
        `SELECT l.id, l.suburb_id AS suburbId FROM listings l JOIN locations s ON s.id = l.suburb_id
         WHERE l.status_type = 'buy' ORDER BY s.popularity ASC, l.id LIMIT 1`,
      )
      .get() as { id: number; suburbId: number };
    const today = () =>
      (
        db
          .prepare("SELECT views FROM location_view_days WHERE suburb_id = ? AND day = ?")
          .get(listing.suburbId, viewDayOf(Date.now())) as { views: number } | undefined
      )?.views ?? 0;
    const before = today();
    const me = testClientAddress();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(url("/tracking/listings"), {
          method: "POST",
          headers: { ...sameOriginJson(), "cf-connecting-ip": me },
          body: JSON.stringify({ listingId: listing.id, listingType: "buy" }),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(202));
    // Stored only while the tracking flag is on (another suite may switch it off for a moment).
    const stored = (await Promise.all(responses.map((r) => r.json() as Promise<{ stored: boolean }>))).filter(
      (body) => body.stored,
    ).length;
    expect(stored).toBeGreaterThan(0);
    expect(today() - before).toBe(stored);
  });
});
