/**
 * The per-suburb figures (migration 0006: tables kept by triggers on `listings`) against the
 * listings themselves: after any mix of inserts, updates and deletes, a plain suburb search
 * counted from the tables equals the same search grouped over its listings, and before any write
 * it equals the plain-JavaScript oracle.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryListingSearch } from "@/lib/db/queries/search/listing-search";
import { searchStatements } from "@/lib/db/queries/search/statements";
import { summariseListingGroups } from "@/lib/db/queries/search/figures";
import type { ListingSearchQuery } from "@/lib/db/queries/search/query";
import { isPlainSuburbSearch, suburbFigures } from "@/lib/db/queries/search/suburb-figures";
import { createSearchFixture, FIXTURE_SUBURBS, type SearchFixture } from "../../search-fixture";
import { oracleSearch } from "../../search-oracle";
import { unfilteredQuery } from "../../search-arbitraries";
import { applyListingWrite, listingWrite, STATUSES } from "../../listing-writes";

const SUBURB_IDS = FIXTURE_SUBURBS.map((suburb) => suburb.id);

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await createSearchFixture();
});
afterAll(() => fixture.sqlite.close());

const plainQuery = (statusType: (typeof STATUSES)[number], suburbIds: number[]): ListingSearchQuery =>
  unfilteredQuery({ statusType, places: { suburbIds, stateCodes: [], streets: [] }, sort: "newest" });

const suburbSets = fc.uniqueArray(fc.constantFrom(...SUBURB_IDS), { minLength: 1, maxLength: SUBURB_IDS.length });

describe("per-suburb figures", () => {
  it("answer only plain suburb searches", () => {
    expect(isPlainSuburbSearch(plainQuery("buy", [SUBURB_IDS[0]!]))).toBe(true);
    for (const narrower of [
      { propertyTypeIds: [7] },
      { featureMask: 1 },
      { price: { max: 900_000 } },
      { bedrooms: { only: [], min: 2 } },
      { bathrooms: { only: [2] } },
      { landArea: { min: 300 } },
      { excludeUnderOffer: true },
      { inspections: { forthcoming: true, windows: [] } },
      { officeId: 501 },
      { bounds: { north: -33.8, south: -33.95, east: 151.3, west: 151.1 } },
      { places: { suburbIds: [SUBURB_IDS[0]!], stateCodes: ["NSW"], streets: [] } },
    ] satisfies Partial<ListingSearchQuery>[]) {
      expect(
        isPlainSuburbSearch({ ...plainQuery("buy", [SUBURB_IDS[0]!]), ...narrower }),
        JSON.stringify(narrower),
      ).toBe(false);
    }
  });

  it("agree with the plain-JavaScript oracle on the seeded listings", async () => {
    for (const status of STATUSES) {
      for (const ids of [[SUBURB_IDS[0]!], SUBURB_IDS.slice(0, 6), SUBURB_IDS]) {
        const query = plainQuery(status, ids);
        const result = await queryListingSearch(fixture.db, query);
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
      fc.asyncProperty(
        fc.array(listingWrite, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...STATUSES),
        suburbSets,
        async (writes, status, ids) => {
          for (const write of writes) applyListingWrite(fixture.sqlite, write);
          const fromTables = await suburbFigures(fixture.db, status, ids);
          const fromListings = summariseListingGroups(
            await searchStatements(fixture.db, plainQuery(status, ids)).stats,
          );
          expect(fromTables).toEqual(fromListings);
        },
      ),
      { numRuns: 150 },
    );
  });
});
