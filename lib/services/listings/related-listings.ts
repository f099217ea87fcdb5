import { z } from "zod";
import DataLoader from "dataloader";
import { findNeighbours, findOfficeListings, getCoAgentRows } from "../../db/queries/listings/listings-related";
import type { ListingRow } from "../../db/queries/listings/listings";
import { getAgents } from "../agents/get-agents";
import type { Agent } from "../agents/agent";
import type { ServiceContext } from "../context";
import { getLocationsByIds } from "../locations/get-location";
import type { Location } from "../locations/location";
import { toListing, type Listing } from "./listing";

/** Nearby locations, take 5. */
export const NEARBY_LOCATIONS_TAKE = 5;
export const MAX_RELATED_TAKE = 24;
export const MAX_LISTING_IDS = 100;

/** Listings as pages see them, their suburbs through the loader (one query for all). */
export async function toListings(ctx: ServiceContext, rows: readonly ListingRow[]): Promise<Listing[]> {
  const suburbs = await ctx.loaders.location.loadMany(rows.map((row) => row.suburbId));
  return rows.map((row, i) => {
    ctx.loaders.listing.prime(row.id, row);
    const suburb = suburbs[i];
    return toListing(row, suburb && !(suburb instanceof Error) ? suburb : { name: row.postcode });
  });
}

/**
 * Co-listing agent ids per listing, batched per request: a results page of 25 cards costs one
 * query. Kept beside the request's loaders (a WeakMap, so it goes when they go).
 */
const coAgentLoaders = new WeakMap<ServiceContext["loaders"], DataLoader<number, number[]>>();

function coAgentLoader(ctx: ServiceContext): DataLoader<number, number[]> {
  let loader = coAgentLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader<number, number[]>(
      async (ids) => {
        const rows = await getCoAgentRows(ctx.db, ids);
        return ids.map((id) => rows.filter((row) => row.listingId === id).map((row) => row.agentId));
      },
      { maxBatchSize: 90 },
    );
    coAgentLoaders.set(ctx.loaders, loader);
  }
  return loader;
}

/** The primary agent, then co-listing agents, without repeats. */
export async function getListingAgents(ctx: ServiceContext, listing: Listing): Promise<Agent[]> {
  const coAgents = await coAgentLoader(ctx).load(listing.id);
  return getAgents(ctx, [...new Set([listing.agentId, ...coAgents])]);
}

export async function getNearbyLocations(
  ctx: ServiceContext,
  listing: Listing,
  take = NEARBY_LOCATIONS_TAKE,
): Promise<Location[]> {
  const neighbours = await findNeighbours(ctx.db, listing.suburbId, Math.min(Math.max(1, take), 8));
  return getLocationsByIds(
    ctx,
    neighbours.map((n) => n.neighbourId),
  );
}

const pagingInput = z.object({
  take: z.number().int().min(1).max(MAX_RELATED_TAKE).default(6),
  skip: z.number().int().min(0).max(1000).default(0),
});

/**
 * The office's other listings in the same market: buying and renting homes are different
 * audiences, so a sale listing shows the office's other sales (and recent sold ones last).
 */
export async function getOtherListingsFromOffice(
  ctx: ServiceContext,
  listing: Listing,
  raw: z.input<typeof pagingInput> = {},
): Promise<Listing[]> {
  const { take, skip } = pagingInput.parse(raw);
  const statusTypes = listing.listingType === "rental" ? (["rent"] as const) : (["buy"] as const);
  const rows = await findOfficeListings(ctx.db, {
    officeId: listing.officeId,
    statusTypes,
    excludeId: listing.id,
    take,
    skip,
  });
  return toListings(ctx, rows);
}

const idsInput = z.object({
  ids: z.array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(MAX_LISTING_IDS),
  take: z.number().int().min(1).max(MAX_LISTING_IDS).default(25),
  skip: z.number().int().min(0).max(MAX_LISTING_IDS).default(0),
});

/** Listings by ids, paged by take and skip, in the order asked; unknown ids are left out. */
export async function getListingsByIds(ctx: ServiceContext, raw: z.input<typeof idsInput>): Promise<Listing[]> {
  const { ids, take, skip } = idsInput.parse(raw);
  const page = [...new Set(ids)].slice(skip, skip + take);
  const rows = await ctx.loaders.listing.loadMany(page);
  return toListings(
    ctx,
    rows.flatMap((row) => (row && !(row instanceof Error) ? [row] : [])),
  );
}
