import type { PropertyFeature } from "@/lib/listings/features";
import { addDate, addRoomCount, type FilterDraft } from "./filter-draft";
import type { SearchFilter } from "./filter";
import { STUDIO_BEDROOMS } from "./bedrooms";
import { parseRoomCountToken } from "./room-count";

/**
 * Canonical facets: the few filters that may live in the URL path, dash-joined
 * in one segment, e.g. `/for-sale/bondi-nsw-2026/houses/bedrooms-3-pool`.
 *
 * At most CANONICAL_FACET_LIMIT of them go in the path; the rest move to the query string.
 * Two keeps every landing page a real search people type ("3 bedroom houses with a pool in
 * Bondi") while capping indexable pages per location and property type at a few dozen rather
 * than thousands, and matches the product's facetLevel2 flag (levels 3 and 4 are off).
 * See docs/search-urls.md.
 */
export const CANONICAL_FACET_LIMIT = 2;

export const NON_CANONICAL_FACETS_ERROR = "Non-canonical facets are not allowed";

/** Amenity features that have a path facet, in path order. */
const FEATURE_FACETS: ReadonlyArray<readonly [PropertyFeature, string]> = [
  ["furnished", "furnished"],
  ["petFriendly", "pet-friendly"],
  ["gym", "gym"],
  ["pool", "pool"],
  ["openFirePlace", "fireplace"],
];

interface FacetRule {
  /** The path token when the filter has this facet in its canonical shape. */
  token(filter: SearchFilter): string | undefined;
  /** The filter with the facet taken out (what remains goes to the query string). */
  remove(filter: SearchFilter): SearchFilter;
}

const isOnlyForthcoming = (dates: readonly string[] | undefined) => dates?.length === 1 && dates[0] === "";

const bedroomRule: FacetRule = {
  token({ bedrooms }) {
    if (bedrooms.min === undefined && bedrooms.only.length === 1) {
      const count = bedrooms.only[0];
      return count === STUDIO_BEDROOMS ? "studio-apartments" : `bedrooms-${count}`;
    }
    if (bedrooms.min !== undefined && bedrooms.only.length === 0) return `bedrooms-${bedrooms.min}-plus`;
    return undefined;
  },
  remove: (filter) => ({ ...filter, bedrooms: { only: [] } }),
};

const carGarageRule: FacetRule = {
  token: ({ carSpaces }) => (carSpaces.min === 1 && carSpaces.only.length === 0 ? "car-garage" : undefined),
  remove: (filter) => ({ ...filter, carSpaces: { only: [] } }),
};

const featureRules: FacetRule[] = FEATURE_FACETS.map(([feature, token]) => ({
  token: (filter) => (filter.propertyFeatures.includes(feature) ? token : undefined),
  remove: (filter) => ({ ...filter, propertyFeatures: filter.propertyFeatures.filter((f) => f !== feature) }),
}));

const inspectionRule: FacetRule = {
  token: (filter) => (isOnlyForthcoming(filter.inspection?.dates) ? "open-for-inspection" : undefined),
  remove: ({ inspection: _removed, ...filter }) => filter,
};

const auctionRule: FacetRule = {
  token: (filter) => (isOnlyForthcoming(filter.auction?.dates) ? "upcoming-auctions" : undefined),
  remove: ({ auction: _removed, ...filter }) => filter,
};

/** Path order of facets: also the priority when more than the limit apply. */
const FACET_RULES: readonly FacetRule[] = [bedroomRule, carGarageRule, ...featureRules, inspectionRule, auctionRule];

/** Takes up to `limit` canonical facets out of a normalised filter. */
export function splitCanonicalFacets(
  filter: SearchFilter,
  limit: number = CANONICAL_FACET_LIMIT,
): { tokens: string[]; rest: SearchFilter } {
  let rest = filter;
  const tokens: string[] = [];
  for (const rule of FACET_RULES) {
    if (tokens.length >= limit) break;
    const token = rule.token(rest);
    if (token === undefined) continue;
    tokens.push(token);
    rest = rule.remove(rest);
  }
  return { tokens, rest };
}

const TOKEN =
  /^(bedrooms-\d(?:-plus)?|studio-apartments|car-garage|furnished|pet-friendly|gym|pool|fireplace|open-for-inspection|upcoming-auctions)(?:-|$)/;

/** Splits a facet segment into tokens; undefined when any part is not a facet. */
export function facetTokens(segment: string): string[] | undefined {
  const tokens: string[] = [];
  let rest = segment;
  while (rest.length > 0) {
    const match = TOKEN.exec(rest);
    if (!match?.[1]) return undefined;
    tokens.push(match[1]);
    rest = rest.slice(match[0].length);
    if (match[0].endsWith("-") && rest.length === 0) return undefined;
  }
  return tokens.length > 0 ? tokens : undefined;
}

/** Applies one facet token (as returned by facetTokens) to a draft. */
export function applyFacetToken(token: string, draft: FilterDraft): void {
  const bedrooms = /^bedrooms-(\d(?:-plus)?)$/.exec(token);
  if (bedrooms?.[1]) {
    const count = parseRoomCountToken(bedrooms[1]);
    if (count) addRoomCount(draft.bedrooms, count);
    return;
  }
  if (token === "studio-apartments") return addRoomCount(draft.bedrooms, { only: STUDIO_BEDROOMS });
  if (token === "car-garage") return addRoomCount(draft.carSpaces, { min: 1 });
  if (token === "open-for-inspection") {
    draft.inspectionDates = addDate(draft.inspectionDates, "");
    return;
  }
  if (token === "upcoming-auctions") {
    draft.auctionDates = addDate(draft.auctionDates, "");
    return;
  }
  const feature = FEATURE_FACETS.find(([, facet]) => facet === token)?.[0];
  if (feature) draft.propertyFeatures.push(feature);
}
