import fc from "fast-check";
import { PROPERTY_FEATURES } from "@/lib/listings/features";
import { PROPERTY_TYPES, type PropertyTypeName } from "@/lib/listings/property-types";
import { STATE_CODES } from "@/lib/locations/states";
import type { SearchFilterInput } from "@/lib/search/filter";
import { MAX_FRONTAGE, MAX_LAND_AREA, MAX_PAGE, MAX_PRICE, MAX_SEARCH_LOCATIONS, PAGE_SIZE } from "@/lib/search/limits";
import { SEARCH_MODES } from "@/lib/search/search-mode";
import { locationSlug } from "@/lib/search/search-location";
import { SORT_ORDERS } from "@/lib/search/sort";

/** Generators of valid search filters, shared by the property tests. */

const API_NAMES = PROPERTY_TYPES.flatMap((type) => (type.apiName ? [type.apiName] : [])) as PropertyTypeName[];

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);

export const locationArb = fc
  .record({
    words: fc.array(word, { minLength: 1, maxLength: 3 }),
    state: fc.constantFrom(...STATE_CODES),
    postcode: fc.option(
      fc.integer({ min: 200, max: 9999 }).map((n) => String(n).padStart(4, "0")),
      { nil: undefined },
    ),
    id: fc.option(fc.nat(), { nil: undefined }),
    wellKnownText: fc.option(fc.constant("POLYGON((151.2 -33.8, 151.3 -33.8, 151.3 -33.9, 151.2 -33.8))"), {
      nil: undefined,
    }),
  })
  .map(({ words, state, postcode, id, wellKnownText }) => {
    const name = words.join(" ");
    return {
      slug: locationSlug(name, state, postcode),
      name,
      stateCode: state,
      ...(postcode && { postcode }),
      ...(id !== undefined && { id }),
      ...(wellKnownText && { wellKnownText }),
    };
  });

const amount = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: undefined });
const range = (max: number) => fc.record({ min: amount(max), max: amount(max) }, { requiredKeys: [] });

const roomCount = (lowest: number) =>
  fc.record({
    only: fc.uniqueArray(fc.integer({ min: lowest, max: 5 }), { maxLength: 6 }),
    min: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  });

const isoDay = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

const dateFilter = fc.option(
  fc.record({ dates: fc.array(fc.oneof(fc.constant(""), isoDay), { minLength: 1, maxLength: 9 }) }),
  { nil: undefined },
);

const lat = fc.double({ min: -90, max: 90, noNaN: true });
const lng = fc.double({ min: -180, max: 180, noNaN: true });

const viewport = fc.record({
  latitude: lat,
  longitude: lng,
  zoom: fc.double({ min: 0, max: 22, noNaN: true }),
  bounds: fc.record({ north: lat, south: lat, east: lng, west: lng }),
});

const shape = fc.array(fc.tuple(lat, lng), { minLength: 3, maxLength: 40 });

const officeSlug = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join("-"));

/** The context and what it needs: a viewport, a shape or an office. */
const contextParts = fc.oneof(
  fc.constant({ context: "Location" as const }),
  viewport.map((map) => ({ context: "Map" as const, map })),
  fc.record({ shape, map: fc.option(viewport, { nil: undefined }) }).map(({ shape: points, map }) => ({
    context: "Draw" as const,
    shape: points,
    ...(map && { map }),
  })),
  fc
    .record({
      slug: officeSlug,
      agentFullName: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
      agentId: fc.option(fc.integer({ min: 1, max: 9_999_999 }), { nil: undefined }),
      id: fc.nat(),
    })
    .map((office) => ({ context: "Office" as const, office })),
);

export const searchFilterArb: fc.Arbitrary<SearchFilterInput> = fc
  .record(
    {
      searchMode: fc.constantFrom(...SEARCH_MODES),
      contextParts,
      propertyTypes: fc.subarray(API_NAMES),
      propertyFeatures: fc.subarray([...PROPERTY_FEATURES]),
      price: range(MAX_PRICE),
      priceMaximum: amount(MAX_PRICE),
      bedrooms: roomCount(0),
      bathrooms: roomCount(1),
      carSpaces: roomCount(1),
      landSize: range(MAX_LAND_AREA),
      frontageSize: range(MAX_FRONTAGE),
      inspection: dateFilter,
      auction: dateFilter,
      isUnderOffer: fc.option(fc.constant(false as const), { nil: undefined }),
      sortBy: fc.option(fc.constantFrom(...SORT_ORDERS), { nil: undefined }),
      page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: MAX_PAGE })),
      includeSurroundingSuburbs: fc.boolean(),
      searchLocations: fc.array(locationArb, { maxLength: MAX_SEARCH_LOCATIONS }),
    },
    { requiredKeys: ["searchMode", "contextParts", "page", "searchLocations", "includeSurroundingSuburbs"] },
  )
  .map(({ contextParts: parts, page, includeSurroundingSuburbs, searchLocations, ...rest }) => {
    const filter: Record<string, unknown> = { ...rest, ...parts };
    for (const key of Object.keys(filter)) if (filter[key] === undefined) delete filter[key];
    filter.paging = { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE };
    filter.locationSearchContext = { includeSurroundingSuburbs, searchLocations };
    return filter as SearchFilterInput;
  });
