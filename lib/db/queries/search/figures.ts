import { normalisePropertyTypeId } from "@/lib/listings/property-types";

/**
 * The figures of a search (total, facets, median) from grouped counts, wherever the groups come
 * from: the search's own GROUP BY over its listings, the per-suburb tables the listing triggers
 * keep (suburb-figures.ts), or a drawn area's rows. Pure.
 */

/** Bedroom counts above this fold into it ("5+"). */
const TOP_BEDROOM_BUCKET = 5;

export interface ListingSearchCounts {
  total: number;
  /** By numeric property-type id, subtypes folded (land 15 includes 19–20); 0 is anything unknown. */
  byPropertyType: Map<number, number>;
  /** 0 (studio) … 5 (5+). */
  byBedrooms: Map<number, number>;
  /** Listings with a price (the median's population). */
  priced: number;
}

export interface ListingFigures extends ListingSearchCounts {
  medianPrice: number | null;
}

/** Listings of one property type and bedroom count, and how many of them have a price. */
export interface FacetGroup {
  propertyType: number;
  bedrooms: number;
  count: number;
  priced: number;
}

/** Priced listings at one price (a price may appear in several groups). */
export interface PriceGroup {
  price: number;
  count: number;
}

/** Listings sharing a property type, bedroom count and price (a row of the search's stats statement). */
export interface ListingGroup {
  propertyType: number;
  bedrooms: number;
  price: number | null;
  count: number;
}

/** The median of the priced listings: the mean of the two middle prices for an even count. */
function medianOf(prices: readonly PriceGroup[], priced: number): number | null {
  if (priced === 0) return null;
  const byPrice = new Map<number, number>();
  for (const { price, count } of prices) byPrice.set(price, (byPrice.get(price) ?? 0) + count);
  const ascending = [...byPrice].sort(([a], [b]) => a - b);
  const priceAt = (rank: number) => {
    let seen = 0;
    for (const [price, count] of ascending) {
      seen += count;
      if (rank < seen) return price;
    }
    return ascending[ascending.length - 1]![0];
  };
  return Math.round((priceAt(Math.floor((priced - 1) / 2)) + priceAt(Math.floor(priced / 2))) / 2);
}

/** Total, facets (subtypes folded, 5+ bedrooms together), priced count and median. Groups of 0 count for nothing. */
export function summarise(facets: readonly FacetGroup[], prices: readonly PriceGroup[]): ListingFigures {
  const byPropertyType = new Map<number, number>();
  const byBedrooms = new Map<number, number>();
  let total = 0;
  let priced = 0;
  for (const group of facets) {
    if (group.count <= 0) continue;
    const type = normalisePropertyTypeId(group.propertyType);
    const bedrooms = Math.min(group.bedrooms, TOP_BEDROOM_BUCKET);
    byPropertyType.set(type, (byPropertyType.get(type) ?? 0) + group.count);
    byBedrooms.set(bedrooms, (byBedrooms.get(bedrooms) ?? 0) + group.count);
    total += group.count;
    priced += group.priced;
  }
  return { total, priced, byPropertyType, byBedrooms, medianPrice: medianOf(prices, priced) };
}

/** Figures already grouped the tables' way: the per-suburb or per-cell tables' rows. */
export interface TableGroups {
  facets: readonly FacetGroup[];
  prices: readonly PriceGroup[];
}

/**
 * The same figures from groups that carry their price (the search's GROUP BY, a drawn area's
 * rows, a viewport's edge), together with any `counted` from the tables.
 */
export function summariseListingGroups(
  groups: readonly ListingGroup[],
  counted: TableGroups = { facets: [], prices: [] },
): ListingFigures {
  return summarise(
    [...counted.facets, ...groups.map((group) => ({ ...group, priced: group.price == null ? 0 : group.count }))],
    [
      ...counted.prices,
      ...groups.flatMap((group) => (group.price == null ? [] : [{ price: group.price, count: group.count }])),
    ],
  );
}
