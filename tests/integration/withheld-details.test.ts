/**
 * A price or an address the agent withholds never leaves the server: no GraphQL answer about the
 * listing, its search results or its map markers contains it, in any spelling.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { openLocalD1, plantWithheldData, WITHHELD_PRICE_SPELLINGS, type Planted } from "../support/local-d1";
import { ListingByIdDocument } from "@/lib/graphql/generated/documents/ListingById";
import { ListingSimilarDocument } from "@/lib/graphql/generated/documents/ListingSimilar";
import { ListingsByIdsDocument } from "@/lib/graphql/generated/documents/ListingsByIds";
import { SearchMapMarkersDocument } from "@/lib/graphql/generated/documents/SearchMapMarkers";
import { SearchResultsDocument } from "@/lib/graphql/generated/documents/SearchResults";

let db: DatabaseSync;
let planted: Planted;

beforeAll(() => {
  db = openLocalD1();
  planted = plantWithheldData(db);
});
afterAll(() => {
  planted?.restore();
  db?.close();
});

/** The whole response body as text: a leak anywhere in it counts. */
async function graphqlText(query: { toString(): string }, variables: Record<string, unknown>): Promise<string> {
  const response = await fetch(url("/graphql"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-no-placeholder-images": "true" },
    body: JSON.stringify({ query: query.toString(), variables }),
  });
  const text = await response.text();
  expect(JSON.parse(text).errors).toBeUndefined();
  return text;
}

function expectNoWithheldPrice(text: string) {
  for (const spelling of WITHHELD_PRICE_SPELLINGS) expect(text).not.toContain(spelling);
}

const RAW_PRICE_FIELDS = `query RawPrice($id: ID!) {
  listing(id: $id) { priceDetails { shortDescription longDescription price priceTo } saleDetails { soldPrice auctionDate } }
}`;

describe("a price the agent withholds", () => {
  it("is in no listing, card, search result or marker answer", async () => {
    const { id, suburbSlug } = planted.withheld;
    const filter = (sortBy: string) => ({
      searchMode: "Buy",
      sortBy,
      locationSearchContext: { searchLocations: [{ slug: suburbSlug }] },
    });
    const texts = await Promise.all([
      graphqlText(ListingByIdDocument, { id: String(id) }),
      graphqlText(ListingsByIdsDocument, { ids: [String(id)] }),
      graphqlText({ toString: () => RAW_PRICE_FIELDS }, { id: String(id) }),
      graphqlText(SearchResultsDocument, { filter: filter("newest") }),
      graphqlText(SearchMapMarkersDocument, { filter: filter("newest") }),
    ]);
    // The listing itself is in the answers (a suburb has fewer than 25 homes at auction at once
    // and markers take 500), so the check is about it and not an empty page.
    for (const text of texts.filter((_, i) => i !== 2)) expect(text).toContain(String(id));
    for (const text of texts) expectNoWithheldPrice(text);
    const raw = JSON.parse(texts[2]!).data.listing;
    expect(raw.priceDetails).toMatchObject({ shortDescription: "Auction", price: null, priceTo: null });
  });
});

describe("an address the agent hides", () => {
  it("gives no street and no exact point in the listing, its cards or its map marker", async () => {
    const { id, suburbSlug, streetName, latitude, longitude } = planted.hidden;
    const filter = {
      searchMode: "Buy",
      sortBy: "newest",
      locationSearchContext: { searchLocations: [{ slug: suburbSlug }] },
    };
    const [listing, byIds, similar, markers] = await Promise.all([
      graphqlText(ListingByIdDocument, { id: String(id) }),
      graphqlText(ListingsByIdsDocument, { ids: [String(id)] }),
      graphqlText(ListingSimilarDocument, { id: String(id) }),
      graphqlText(SearchMapMarkersDocument, { filter }),
    ]);
    for (const text of [listing, byIds]) {
      expect(text).toContain("Address available on request");
      expect(text.toLowerCase()).not.toContain(streetName.toLowerCase());
      expect(text.toLowerCase()).not.toContain(streetName.toLowerCase().replace(/ /g, "-"));
      expect(text).not.toContain(String(latitude));
      expect(text).not.toContain(String(longitude));
    }
    expect(similar).not.toContain(String(latitude));
    const marker = (JSON.parse(markers).data.mapMarkers as { id: string; latitude: number; longitude: number }[]).find(
      (m) => String(m.id) === String(id),
    );
    expect(marker).toBeDefined();
    expect([marker!.latitude, marker!.longitude]).not.toEqual([latitude, longitude]);
  });
});
