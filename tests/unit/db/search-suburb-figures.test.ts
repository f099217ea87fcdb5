/**
 * The per-suburb figures (migration 0006: tables kept by triggers on `listings`) against the
 * listings themselves: after any mix of inserts, updates and deletes, a plain suburb search
 * counted from the tables equals the same search grouped over its listings, and before any write
 * it equals the plain-JavaScript oracle.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchListings, searchStatements } from "@/lib/db/queries/search";
import { summariseListingGroups } from "@/lib/db/queries/search-figures";
import type { ListingSearchQuery } from "@/lib/db/queries/search-query";
import { isPlainSuburbSearch, suburbFigures } from "@/lib/db/queries/search-suburb-figures";
import { createSearchFixture, FIXTURE_NOW, FIXTURE_SUBURBS, type SearchFixture } from "./search-fixture";
import { oracleSearch } from "./search-oracle";

const STATUSES = ["buy", "rent", "sold", "leased"] as const;
const SUBURB_IDS = FIXTURE_SUBURBS.map((suburb) => suburb.id);

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await createSearchFixture();
});
afterAll(() => fixture.sqlite.close());

const plainQuery = (statusType: (typeof STATUSES)[number], suburbIds: number[]): ListingSearchQuery => ({
  statusType, places: { suburbIds, stateCodes: [], streets: [] }, propertyTypeIds: [], featureMask: 0, price: {},
  bedrooms: { only: [] }, bathrooms: { only: [] }, carSpaces: { only: [] }, landArea: {}, frontage: {},
  excludeUnderOffer: false, sort: "newest", skip: 0, take: 25, now: FIXTURE_NOW,
});

const suburbSets = fc.uniqueArray(fc.constantFrom(...SUBURB_IDS), { minLength: 1, maxLength: SUBURB_IDS.length });

/** One listing write, as the app (or an import) would make it. */
const write = fc.oneof(
  fc.record({ kind: fc.constant("insert" as const), pick: fc.nat(), price: fc.option(fc.integer({ min: 100, max: 5_000_000 })), status: fc.constantFrom(...STATUSES) }),
  fc.record({
    kind: fc.constant("update" as const),
    pick: fc.nat(),
    price: fc.option(fc.integer({ min: 100, max: 5_000_000 })),
    status: fc.constantFrom(...STATUSES),
    suburb: fc.constantFrom(...SUBURB_IDS),
    propertyType: fc.constantFrom(1, 7, 14, 19, 22),
    bedrooms: fc.integer({ min: 0, max: 7 }),
  }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
);

let nextId = 900_000_000;

function apply(operation: { kind: "insert" | "update" | "delete"; pick: number; price?: number | null; status?: string; suburb?: number; propertyType?: number; bedrooms?: number }) {
  const ids = fixture.sqlite.prepare("SELECT id FROM listings ORDER BY id").all() as { id: number }[];
  const id = ids[operation.pick % ids.length]!.id;
  if (operation.kind === "delete") {
    fixture.sqlite.prepare("DELETE FROM listings WHERE id = ?").run(id);
  } else if (operation.kind === "insert") {
    fixture.sqlite.exec("DROP TABLE IF EXISTS temp.copy");
    fixture.sqlite.prepare("CREATE TEMP TABLE copy AS SELECT * FROM listings WHERE id = ?").run(id);
    fixture.sqlite.prepare("UPDATE temp.copy SET id = ?, price = ?, status_type = ?").run(nextId++, operation.price ?? null, operation.status!);
    fixture.sqlite.exec("INSERT INTO listings SELECT * FROM temp.copy; DROP TABLE temp.copy");
  } else {
    fixture.sqlite
      .prepare("UPDATE listings SET price = ?, status_type = ?, suburb_id = ?, property_type = ?, bedrooms = ? WHERE id = ?")
      .run(operation.price ?? null, operation.status!, operation.suburb!, operation.propertyType!, operation.bedrooms!, id);
  }
}

describe("per-suburb figures", () => {
  it("answer only plain suburb searches", () => {
    expect(isPlainSuburbSearch(plainQuery("buy", [SUBURB_IDS[0]!]))).toBe(true);
    for (const narrower of [
      { propertyTypeIds: [7] }, { featureMask: 1 }, { price: { max: 900_000 } }, { bedrooms: { only: [], min: 2 } },
      { bathrooms: { only: [2] } }, { landArea: { min: 300 } }, { excludeUnderOffer: true },
      { inspections: { forthcoming: true, windows: [] } }, { officeId: 501 },
      { bounds: { north: -33.8, south: -33.95, east: 151.3, west: 151.1 } },
      { places: { suburbIds: [SUBURB_IDS[0]!], stateCodes: ["NSW"], streets: [] } },
    ] satisfies Partial<ListingSearchQuery>[]) {
      expect(isPlainSuburbSearch({ ...plainQuery("buy", [SUBURB_IDS[0]!]), ...narrower }), JSON.stringify(narrower)).toBe(false);
    }
  });

  it("agree with the plain-JavaScript oracle on the seeded listings", async () => {
    for (const status of STATUSES) {
      for (const ids of [[SUBURB_IDS[0]!], SUBURB_IDS.slice(0, 6), SUBURB_IDS]) {
        const query = plainQuery(status, ids);
        const result = await searchListings(fixture.db, query);
        const expected = oracleSearch(fixture.listingRows, fixture.inspectionRows, query);
        expect(result.total).toBe(expected.total);
        expect(result.medianPrice).toBe(expected.median);
        expect(Object.fromEntries(result.byPropertyType)).toEqual(Object.fromEntries(expected.byPropertyType));
        expect(Object.fromEntries(result.byBedrooms)).toEqual(Object.fromEntries(expected.byBedrooms));
      }
    }
  });

  it("stay equal to the listings' own figures through inserts, updates and deletes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 8 }), fc.constantFrom(...STATUSES), suburbSets, async (writes, status, ids) => {
        for (const operation of writes) apply(operation);
        const fromTables = await suburbFigures(fixture.db, status, ids);
        const fromListings = summariseListingGroups(await searchStatements(fixture.db, plainQuery(status, ids)).stats);
        expect(fromTables).toEqual(fromListings);
      }),
      { numRuns: 150 },
    );
  });
});
