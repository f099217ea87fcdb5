import type { Viewer } from "../../auth/roles";
import type { ServiceContext } from "../context";
import type { MediaItem } from "../listings/listing";
import type { CollectionModel } from "./collection";
import { listCollections } from "./collections";
import { coverPhotosOf, listingCountOf } from "./contents";

/** A collection as a list of collections shows it: how many homes, and its covers. */
export interface CollectionSummary extends CollectionModel {
  listingCount: number;
  /** The first photos of its newest listings, `imageCount` at most. */
  coverPhotos: MediaItem[];
}

/** listCollections (a member's own, or someone's public ones), each with its count and covers. */
export async function listCollectionSummaries(
  ctx: ServiceContext,
  viewer: Viewer | null,
  args: { username: string; imageCount?: number | null },
): Promise<CollectionSummary[]> {
  const collections = await listCollections(ctx, viewer, args);
  return Promise.all(
    collections.map(async (collection) => {
      const [listingCount, coverPhotos] = await Promise.all([
        listingCountOf(ctx, collection.id),
        coverPhotosOf(ctx, collection),
      ]);
      return { ...collection, listingCount, coverPhotos };
    }),
  );
}
