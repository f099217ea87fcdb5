import { z } from "zod";
import { searchFilterSchema, type SearchFilter } from "@/lib/search/filter";
import { normaliseFilter } from "@/lib/search/normalise";
import { getListingsByIds, MAX_LISTING_IDS } from "@/lib/services/listings/related-listings";
import type { Listing } from "@/lib/services/listings/listing";
import type { ServiceContext } from "@/lib/services/context";
import { fail, fieldErrorsOf, type Failure, type Result } from "@/lib/services/result";
import { mapMarkersByFilter, type MapMarker } from "@/lib/services/search/map-markers";
import { searchByFilter } from "@/lib/services/search/search-listings";
import type { SearchResult } from "@/lib/services/search/search-result";

/*
 * The main API's listing searches: /listings/{location,boundary,agent}/{list,map}?json=<filter>,
 * the same filter the results pages search with (searchMode, propertyTypes, price, bedrooms,
 * paging {skip 0, take 25}, locationSearchContext…); the path decides the context.
 */

export const SEARCH_SCOPES = ["location", "boundary", "agent"] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** A refused filter: the first problem, prefixed with where it is ("paging.take: …"), and each field's. */
function refusedFilter(error: z.ZodError): Failure {
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.join(".")}: ` : "";
  return fail("BAD_INPUT", `${where}${first?.message ?? "The search is not valid."}`, {
    fieldErrors: fieldErrorsOf(error.issues),
  });
}

/**
 * The filter with the context the path names (a boundary is a drawn shape or else a map viewport),
 * checked here once and normalised; the search takes it as valid.
 */
function filterFor(scope: SearchScope, json: Record<string, unknown>): Result<{ filter: SearchFilter }> {
  const context = scope === "location" ? "Location" : scope === "agent" ? "Office" : "shape" in json ? "Draw" : "Map";
  const parsed = searchFilterSchema.safeParse({ ...json, context });
  return parsed.success ? { ok: true, filter: normaliseFilter(parsed.data) } : refusedFilter(parsed.error);
}

export async function searchListingsApi(
  ctx: ServiceContext,
  scope: SearchScope,
  json: Record<string, unknown>,
): Promise<Result<{ result: SearchResult }>> {
  const filter = filterFor(scope, json);
  if (!filter.ok) return filter;
  // A failed search is UNAVAILABLE (503) with the product's sentence.
  const found = await searchByFilter(ctx, filter.filter);
  return found.ok ? { ok: true, result: found.search } : found;
}

export async function mapSearchApi(
  ctx: ServiceContext,
  scope: SearchScope,
  json: Record<string, unknown>,
): Promise<Result<{ markers: MapMarker[] }>> {
  const filter = filterFor(scope, json);
  if (!filter.ok) return filter;
  const found = await mapMarkersByFilter(ctx, filter.filter);
  // No markers when the search failed, as this call has always answered.
  return { ok: true, markers: found.ok ? found.markers : [] };
}

export const listingIdsQuerySchema = z
  .object({
    ids: z
      .array(z.number({ message: "ids is a list of listing ids." }).int().positive(), {
        message: "ids is a list of listing ids.",
      })
      .max(MAX_LISTING_IDS, `ids holds at most ${MAX_LISTING_IDS} listings.`),
    skip: z
      .number({ message: "skip must be a number." })
      .int()
      .min(0, "skip cannot be negative.")
      .max(MAX_LISTING_IDS, `skip is at most ${MAX_LISTING_IDS}.`)
      .default(0),
    take: z
      .number({ message: "take must be a number." })
      .int()
      .min(1, "take must be at least 1.")
      .max(MAX_LISTING_IDS, `take is at most ${MAX_LISTING_IDS}.`)
      .default(25),
  })
  .strict();

export async function listingsByIdsApi(ctx: ServiceContext, json: unknown): Promise<Result<{ listings: Listing[] }>> {
  const parsed = listingIdsQuerySchema.safeParse(json);
  if (!parsed.success) return refusedFilter(parsed.error);
  return { ok: true, listings: await getListingsByIds(ctx, parsed.data) };
}

/** The markers of listings by id: each at its public point (a hidden address at its suburb). */
export function markersOf(listings: readonly Listing[]): MapMarker[] {
  return listings.map((listing) => ({
    id: listing.id,
    latitude: listing.address.latitude,
    longitude: listing.address.longitude,
    priceText: listing.priceDetails.shortDescription,
    url: listing.canonicalUri,
  }));
}
