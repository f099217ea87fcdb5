import { z } from "zod";
import { listingPhotoUrl } from "../../media/urls";
import type { ServiceContext } from "../context";
import { toListing, toMediaItem, type Listing, type MediaItem } from "./listing";

const listingIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Null when the id is malformed or unknown: callers show the not-found page. */
export async function getListing(ctx: ServiceContext, id: string | number): Promise<Listing | null> {
  const parsed = listingIdSchema.safeParse(id);
  if (!parsed.success) return null;
  const row = await ctx.loaders.listing.load(parsed.data);
  if (!row) return null;
  const suburb = await ctx.loaders.location.load(row.suburbId);
  return toListing(row, suburb ?? { name: row.postcode });
}

export async function getListingMedia(ctx: ServiceContext, listingId: number) {
  const rows = await ctx.loaders.listingMedia.load(listingId);
  const items = rows.map(toMediaItem);
  return {
    photos: items.filter((m) => m.kind === "photo"),
    floorPlans: items.filter((m) => m.kind === "floorPlan"),
    videos: items.filter((m) => m.kind === "video"),
    documents: items.filter((m) => m.kind === "document"),
    other: items.filter((m) => m.kind !== "photo" && m.kind !== "floorPlan"),
  };
}

/** The card and LCP image. Every listing has generated photos, so there is always one. */
export async function getCoverPhoto(ctx: ServiceContext, listing: Listing): Promise<MediaItem> {
  const { photos } = await getListingMedia(ctx, listing.id);
  return photos[0] ?? { url: listingPhotoUrl(listing.id, 1, listing.propertyTypeId), caption: null, kind: "photo" };
}

/** One open home: ISO start and end times. */
export interface Inspection {
  startsAt: string;
  endsAt: string;
}

export async function getUpcomingInspections(ctx: ServiceContext, listingId: number): Promise<Inspection[]> {
  const rows = await ctx.loaders.listingInspections.load(listingId);
  return rows.map((r) => ({ startsAt: new Date(r.startsAt).toISOString(), endsAt: new Date(r.endsAt).toISOString() }));
}
