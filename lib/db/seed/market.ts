/**
 * Market figures for every suburb with history, computed once the listings are written, with the
 * same pure functions the scheduled refresh uses (lib/locations/market-figures.ts). Sold listings
 * get a first asking price first: on the real market about two sales in three go below the first
 * price asked, a few above (auctions), so the share in the trends is plausible.
 */
import { createRandom, seedOf } from "@/lib/media/prng";
import { marketMedians, marketMonths, streetMedians, type MarketEvent } from "@/lib/locations/market-figures";
import { SEED } from "./config";
import type { SeedWriter } from "./writer";

interface EventRow {
  suburb_id: number;
  street_name: string;
  status_type: "sold" | "leased";
  at: number;
  property_type: number;
  bedrooms: number;
  price: number | null;
  listed_at: number;
  first_price: number | null;
}

/** A sale's first asking price: the sold price scaled by a factor centred a little above 1. */
export function firstAskingPriceOf(listingId: number, soldPrice: number): number {
  const rng = createRandom(seedOf(SEED, listingId, 15));
  return Math.round((soldPrice * Math.exp(0.02 + 0.05 * rng.gauss())) / 1000) * 1000;
}

export function writeMarketFigures(writer: SeedWriter, referenceMs: number): void {
  const sold = writer.select<{ id: number; price: number }>(
    "SELECT id, price FROM listings WHERE status_type = 'sold' AND price IS NOT NULL",
  );
  writer.transaction(() => {
    const first = writer.inserter("listing_first_prices", [
      ["listing_id", "listingId"],
      ["price", "price"],
    ] as const);
    for (const { id, price } of sold) first({ listingId: id, price: firstAskingPriceOf(id, price) });
  });
  const rows = writer.select<EventRow>(
    `SELECT l.suburb_id, l.street_name, l.status_type, coalesce(l.sold_at, l.leased_at) AS at, l.property_type, l.bedrooms, l.price,
            l.listed_at, f.price AS first_price
     FROM listings l LEFT JOIN listing_first_prices f ON f.listing_id = l.id
     WHERE l.status_type IN ('sold', 'leased') ORDER BY l.suburb_id`,
  );
  writer.transaction(() => {
    const month = writer.inserter("location_market_months", [
      ["suburb_id", "suburbId"],
      ["status_type", "status"],
      ["property_type", "propertyType"],
      ["month", "month"],
      ["listings", "listings"],
      ["median_price", "medianPrice"],
      ["median_days_on_market", "medianDaysOnMarket"],
      ["asked", "asked"],
      ["below_asking", "belowAsking"],
    ] as const);
    const median = writer.inserter("location_market_medians", [
      ["suburb_id", "suburbId"],
      ["status_type", "status"],
      ["property_type", "propertyType"],
      ["bedrooms", "bedrooms"],
      ["listings", "listings"],
      ["median_price", "medianPrice"],
      ["median_days_on_market", "medianDaysOnMarket"],
    ] as const);
    const street = writer.inserter("location_street_medians", [
      ["suburb_id", "suburbId"],
      ["street_name", "streetName"],
      ["status_type", "status"],
      ["listings", "listings"],
      ["median_price", "medianPrice"],
    ] as const);
    let start = 0;
    while (start < rows.length) {
      const suburbId = rows[start]!.suburb_id;
      let end = start;
      while (end < rows.length && rows[end]!.suburb_id === suburbId) end++;
      const events: (MarketEvent & { streetName: string })[] = rows.slice(start, end).map((row) => ({
        streetName: row.street_name,
        status: row.status_type,
        at: row.at,
        propertyType: row.property_type,
        bedrooms: row.bedrooms,
        price: row.price,
        listedAt: row.listed_at,
        firstAskingPrice: row.first_price,
      }));
      for (const row of marketMonths(events, referenceMs)) month({ suburbId, ...row });
      for (const row of marketMedians(events, referenceMs)) median({ suburbId, ...row });
      for (const row of streetMedians(events, referenceMs)) street({ suburbId, ...row });
      start = end;
    }
  });
  // Everything is current now; the listing triggers mark suburbs again as listings change.
  writer.execute("DELETE FROM location_market_stale");
}
