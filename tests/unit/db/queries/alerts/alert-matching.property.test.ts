// The matcher's SQL against the readable rule (lib/alerts/alert-match.ts) as its oracle: random
// alerts over a few places and random listings, the same answer from both. Hand-made cases pin
// each predicate both ways, so the property is not the only thing that would notice a broken one.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Database } from "@/lib/db/database";
import { sql } from "drizzle-orm";
import {
  alertsFittingListing,
  listingsToMatch,
  markListingsForFittingAlerts,
  type ListingToMatch,
} from "@/lib/db/queries/alerts/alert-matching";
import { insertAlertWithinLimit } from "@/lib/db/queries/alerts/alerts";
import { alertCriteria, alertFits, alertMatchColumns } from "@/lib/alerts/alert-match";
import type { AlertFilter } from "@/lib/alerts/alert-filter";
import { PROPERTY_TYPES, type PropertyTypeName } from "@/lib/listings/property-types";
import { alertTestDatabase } from "../../../services/alerts/alert-test-db";

const PLACE_IDS = [1, 2, 3, 11, 12, 21, 111];
const TYPE_NAMES = PROPERTY_TYPES.flatMap((type) => (type.apiName ? [type.apiName] : [])) as PropertyTypeName[];
const TYPE_IDS = PROPERTY_TYPES.map((type) => type.id);

const roomArb = fc.record(
  { only: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }), min: fc.integer({ min: 1, max: 5 }) },
  { requiredKeys: ["only"] },
);

const filterArb: fc.Arbitrary<AlertFilter> = fc
  .record(
    {
      mode: fc.constantFrom("buy" as const, "rent" as const),
      locationIds: fc.uniqueArray(fc.constantFrom(...PLACE_IDS), { maxLength: 3 }),
      priceMin: fc.integer({ min: 1, max: 1000 }),
      priceMax: fc.integer({ min: 1, max: 1000 }),
      bedrooms: roomArb,
      bathrooms: roomArb,
      carSpaces: roomArb,
      propertyTypes: fc.uniqueArray(fc.constantFrom(...TYPE_NAMES.slice(0, 4)), { maxLength: 2 }),
    },
    { requiredKeys: ["mode", "locationIds", "bedrooms", "bathrooms", "carSpaces", "propertyTypes"] },
  )
  .map(({ mode, ...rest }) => ({
    statusTypes: [mode],
    listingTypes: [mode === "rent" ? "rental" : "sale"],
    ...rest,
  }));

const listingArb: fc.Arbitrary<ListingToMatch> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  statusType: fc.constantFrom("buy", "rent", "sold"),
  // Bondi on Campbell Parade (a street location), Bondi on another street, Coogee, Fitzroy.
  placeIds: fc.constantFrom([11, 3, 2, 1, 111], [11, 3, 2, 1], [12, 3, 2, 1], [21]),
  price: fc.option(fc.integer({ min: 0, max: 1100 }), { nil: null }),
  propertyType: fc.constantFrom(...TYPE_IDS.slice(0, 6)),
  bedrooms: fc.integer({ min: 0, max: 8 }),
  bathrooms: fc.integer({ min: 0, max: 8 }),
  carSpaces: fc.integer({ min: 0, max: 8 }),
});

async function store(db: Database, filters: AlertFilter[]): Promise<Map<string, AlertFilter>> {
  const byId = new Map<string, AlertFilter>();
  for (const [n, filter] of filters.entries()) {
    const id = `alert-${n}`;
    byId.set(id, filter);
    await insertAlertWithinLimit(
      db,
      {
        id,
        memberId: `member-${n}`,
        name: id,
        filter: JSON.stringify(filter),
        search: "{}",
        ...alertMatchColumns(filter),
        timeZone: "Australia/Sydney",
        createdAt: 0,
        updatedAt: 0,
      },
      1,
    );
  }
  return byId;
}

/** Writes the listing as a row (its suburb and street from its places), so the batch SQL can read it. */
async function insertListing(db: Database, listing: ListingToMatch) {
  const suburbId = listing.placeIds.find((id) => id === 11 || id === 12 || id === 21)!;
  const street = listing.placeIds.includes(111) ? "Campbell Parade" : "Beach Road";
  await db.run(sql`
    INSERT INTO listings (id, status_type, property_type, tier_type, title, description, suburb_id, state_code, postcode,
      street_number, street_name, latitude, longitude, price, price_text, price_long_text, bedrooms, bathrooms, car_spaces,
      listed_at, photo_count, art_seed, agent_id, office_id)
    VALUES (${listing.id}, ${listing.statusType}, ${listing.propertyType}, 'standard', 'A home', 'A home', ${suburbId},
      'NSW', '2026', '1', ${street}, -33.89, 151.27, ${listing.price}, 'Contact agent', 'Contact agent',
      ${listing.bedrooms}, ${listing.bathrooms}, ${listing.carSpaces}, 0, 1, 1, 1, 1)`);
}

const filter = (overrides: Partial<AlertFilter> = {}): AlertFilter => ({
  statusTypes: ["buy"],
  listingTypes: ["sale"],
  locationIds: [11],
  bedrooms: { only: [] },
  bathrooms: { only: [] },
  carSpaces: { only: [] },
  propertyTypes: [],
  ...overrides,
});
const bondiHouse: ListingToMatch = {
  id: 1,
  statusType: "buy",
  placeIds: [11, 3, 2, 1],
  price: 800_000,
  propertyType: 7,
  bedrooms: 3,
  bathrooms: 2,
  carSpaces: 1,
};

describe("finding the alerts a listing fits", () => {
  it("tests each predicate both ways", async () => {
    const cases: [AlertFilter, boolean][] = [
      [filter(), true],
      [filter({ locationIds: [3] }), true], // the suburb's area
      [filter({ locationIds: [] }), true], // all of Australia
      [filter({ locationIds: [12] }), false],
      [filter({ statusTypes: ["rent"], listingTypes: ["rental"] }), false],
      [filter({ priceMin: 700_000, priceMax: 800_000 }), true],
      [filter({ priceMax: 799_999 }), false],
      [filter({ priceMin: 800_001 }), false],
      [filter({ propertyTypes: ["house", "unit"] }), true],
      [filter({ propertyTypes: ["unit"] }), false],
      [filter({ bedrooms: { only: [3] } }), true],
      [filter({ bedrooms: { only: [2], min: 4 } }), false],
      [filter({ bedrooms: { only: [], min: 3 } }), true],
      [filter({ bathrooms: { only: [], min: 3 } }), false],
      [filter({ carSpaces: { only: [0] } }), false],
    ];
    const db = await alertTestDatabase();
    const stored = await store(
      db,
      cases.map(([f]) => f),
    );
    const found = new Set(await alertsFittingListing(db, bondiHouse));
    const ids = [...stored.keys()];
    expect(cases.map((_, n) => [n, found.has(ids[n]!)])).toEqual(cases.map(([, fits], n) => [n, fits]));
    // A withheld price fits only alerts without a price range.
    const withheld = new Set(await alertsFittingListing(db, { ...bondiHouse, price: null }));
    expect(withheld.has(ids[0]!)).toBe(true);
    expect(withheld.has(ids[5]!)).toBe(false);
  });

  it("agrees with the rule for random alerts and listings", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(filterArb, { minLength: 1, maxLength: 25 }),
        fc.array(listingArb, { maxLength: 10 }),
        async (filters, listings) => {
          const db = await alertTestDatabase();
          const stored = await store(db, filters);
          for (const listing of listings) {
            const expected = [...stored]
              .filter(([, f]) => alertFits(alertCriteria(f), listing))
              .map(([id]) => id)
              .sort();
            expect((await alertsFittingListing(db, listing)).sort()).toEqual(expected);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("the consumer's one-statement batch records the same pairs, and its places include the street", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(filterArb, { minLength: 1, maxLength: 25 }),
        fc.array(listingArb, { minLength: 1, maxLength: 10 }),
        async (filters, generated) => {
          const db = await alertTestDatabase();
          const stored = await store(db, filters);
          const listings = generated.map((listing, n) => ({ ...listing, id: n + 1 }));
          for (const listing of listings) await insertListing(db, listing);
          // What the matcher reads back of a row is the listing it was written from.
          const read = await listingsToMatch(
            db,
            listings.map((l) => l.id),
          );
          expect(read.map((l) => [l.id, [...l.placeIds].sort()])).toEqual(
            listings.map((l) => [l.id, [...l.placeIds].sort()]),
          );
          const expected = listings
            .flatMap((listing) =>
              [...stored].filter(([, f]) => alertFits(alertCriteria(f), listing)).map(([id]) => `${id}:${listing.id}`),
            )
            .sort();
          await markListingsForFittingAlerts(
            db,
            listings.map((l) => l.id),
            1,
          );
          // A second run (a message delivered twice) adds nothing.
          expect(
            await markListingsForFittingAlerts(
              db,
              listings.map((l) => l.id),
              2,
            ),
          ).toEqual([]);
          const marked = await db.values<[string, number]>(sql`SELECT alert_id, listing_id FROM alert_new_listings`);
          expect(marked.map(([alert, listing]) => `${alert}:${listing}`).sort()).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a street alert fits a listing on that street only", async () => {
    const db = await alertTestDatabase();
    const [street] = [...(await store(db, [filter({ locationIds: [111] })])).keys()];
    await insertListing(db, { ...bondiHouse, id: 1, placeIds: [11, 3, 2, 1, 111] });
    await insertListing(db, { ...bondiHouse, id: 2, placeIds: [11, 3, 2, 1] });
    expect(await markListingsForFittingAlerts(db, [1, 2], 1)).toEqual([street]);
    const marked = await db.values<[number]>(sql`SELECT listing_id FROM alert_new_listings`);
    expect(marked).toEqual([[1]]);
  });
});
