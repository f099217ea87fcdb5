import { eq } from "drizzle-orm";
import { z } from "zod";
import { runInOneBatch } from "../../db/batch";
import { getListingRemoval } from "../../db/queries/listings/listings-related";
import { listingAgents, listingInspections, listingMedia, listingRemovals, listings } from "../../db/schema";
import type { ServiceContext } from "../context";
import { getListing } from "./get-listing";
import type { SimilarTo } from "./similar-listings";

export interface RemovedListing {
  id: number;
  removedAt: string;
  title: string;
  displayAddress: string;
  similarTo: SimilarTo;
}

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A listing its agent took off the market, or null when the id was never a listing. */
export async function getRemovedListing(ctx: ServiceContext, id: string | number): Promise<RemovedListing | null> {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return null;
  const row = await getListingRemoval(ctx.db, parsed.data);
  if (!row) return null;
  return {
    id: row.listingId,
    removedAt: new Date(row.removedAt).toISOString(),
    title: row.title,
    displayAddress: row.displayAddress,
    similarTo: {
      id: row.listingId,
      statusType: row.statusType,
      propertyTypeId: row.propertyType,
      bedrooms: row.bedrooms,
      price: row.price,
      suburbId: row.suburbId,
    },
  };
}

/**
 * Takes a listing off the market: its snapshot goes to `listing_removals` and its rows leave the
 * listing tables, all in one batch, so searches never see it and its page answers 410.
 * Enquiries already sent are kept (the agent may still answer them).
 */
export async function removeListing(ctx: ServiceContext, id: number): Promise<boolean> {
  const listing = await getListing(ctx, id);
  if (!listing) return false;
  await runInOneBatch(ctx.db, [
    ctx.db.insert(listingRemovals).values({
      listingId: listing.id,
      removedAt: ctx.now,
      statusType: listing.statusType,
      propertyType: listing.propertyTypeId,
      bedrooms: listing.features.bedrooms,
      price: listing.priceDetails.price,
      suburbId: listing.suburbId,
      stateCode: listing.address.stateCode,
      postcode: listing.address.postcode,
      title: listing.title,
      displayAddress: listing.address.displayAddress,
    }),
    ctx.db.delete(listingMedia).where(eq(listingMedia.listingId, listing.id)),
    ctx.db.delete(listingInspections).where(eq(listingInspections.listingId, listing.id)),
    ctx.db.delete(listingAgents).where(eq(listingAgents.listingId, listing.id)),
    ctx.db.delete(listings).where(eq(listings.id, listing.id)),
  ]);
  return true;
}
