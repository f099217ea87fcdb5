import { z } from "zod";
import type { StatusType } from "../../db/queries/listings/listings";
import { propertyTypeById } from "../../listings/property-types";
import { defaultSearchFilter, type SearchFilter } from "../../search/filter";
import { normaliseFilter } from "../../search/normalise";
import type { SearchMode } from "../../search/search-mode";
import type { ServiceContext } from "../context";
import { searchByFilter } from "../search/search-listings";
import type { Listing } from "./listing";

/** What "similar" is measured against: a live listing or the snapshot of a removed one. */
export interface SimilarTo {
  id: number;
  statusType: StatusType;
  propertyTypeId: number;
  bedrooms: number;
  price: number | null;
  suburbId: number;
}

const MODE_OF: Record<StatusType, SearchMode> = { buy: "Buy", rent: "Rent", sold: "Sold", leased: "Leased" };
/** Price band around the listing's price: close enough to be an alternative. */
const PRICE_BAND = 0.2;

const takeInput = z.number().int().min(1).max(24).default(6);

/**
 * Similar homes: same mode and property type in the suburb and its surrounding suburbs, with
 * bedrooms within one and the price within 20 %. When that finds too few, the price and then the
 * bedrooms are let go, so a rare home still gets suggestions. Uses the search service, so the
 * suggestions are exactly what a search would show.
 */
export async function getSimilarListings(ctx: ServiceContext, target: SimilarTo, rawTake?: number): Promise<Listing[]> {
  const take = takeInput.parse(rawTake);
  const suburb = await ctx.loaders.location.load(target.suburbId);
  if (!suburb) return [];
  const typeName = propertyTypeById(target.propertyTypeId).apiName;
  // Built from the mode's default filter, so it is valid as it stands and needs no zod check.
  const base: SearchFilter = {
    ...defaultSearchFilter(MODE_OF[target.statusType]),
    propertyTypes: typeName ? [typeName] : [],
    locationSearchContext: { includeSurroundingSuburbs: true, searchLocations: [{ slug: suburb.slug, id: suburb.id }] },
    paging: { skip: 0, take: take + 1 },
  };
  const beds = [target.bedrooms - 1, target.bedrooms, target.bedrooms + 1].filter((n) => n >= 0 && n <= 5);
  const price = target.price
    ? { min: Math.round(target.price * (1 - PRICE_BAND)), max: Math.round(target.price * (1 + PRICE_BAND)) }
    : {};
  const attempts: SearchFilter[] = [
    { ...base, bedrooms: { only: beds }, price },
    { ...base, bedrooms: { only: beds } },
    base,
  ];
  const found = new Map<number, Listing>();
  for (const filter of attempts) {
    const result = await searchByFilter(ctx, normaliseFilter(filter));
    // A search that failed adds nothing; the next, wider one may still find homes.
    if (!result.ok) continue;
    for (const listing of result.search.listings)
      if (listing.id !== target.id && !found.has(listing.id)) found.set(listing.id, listing);
    if (found.size >= take) break;
  }
  return [...found.values()].slice(0, take);
}

export function similarTo(listing: Listing): SimilarTo {
  return {
    id: listing.id,
    statusType: listing.statusType,
    propertyTypeId: listing.propertyTypeId,
    bedrooms: listing.features.bedrooms,
    price: listing.priceDetails.price,
    suburbId: listing.suburbId,
  };
}
