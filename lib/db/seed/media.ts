/**
 * listing_media rows. Photos and floor plans point at pictures the app draws itself
 * (app/media/listings/…), so the data set needs no image files; videos and tours point at
 * `.example` hosts (RFC 2606) because there is nothing real to play.
 */
import type { listingMedia } from "@/lib/db/schema";
import type { Random } from "@/lib/media/prng";
import { floorPlanUrl, listingPhotoUrl } from "@/lib/media/urls";
import { categoryOf } from "./dwellings";

export type MediaInsert = typeof listingMedia.$inferInsert;

export interface MediaPlan {
  photoCount: number;
  floorPlans: number;
  hasVideo: boolean;
  hasVirtualTour: boolean;
}

export function planMedia(
  propertyType: number,
  tier: "standard" | "premium" | "elite",
  current: boolean,
  rng: Random,
): MediaPlan {
  const category = categoryOf(propertyType);
  const photoCount =
    category === "land"
      ? rng.int(2, 5)
      : !current
        ? rng.int(3, 8)
        : tier === "elite"
          ? rng.int(12, 20)
          : tier === "premium"
            ? rng.int(8, 14)
            : rng.int(4, 10);
  const drawable = category === "house" || category === "apartment";
  const floorPlans = drawable && rng.chance(current ? 0.7 : 0.4) ? (tier === "elite" && rng.chance(0.4) ? 2 : 1) : 0;
  const videoOdds = tier === "elite" ? 0.5 : tier === "premium" ? 0.2 : 0.06;
  return {
    photoCount,
    floorPlans,
    hasVideo: current && rng.chance(videoOdds),
    hasVirtualTour: drawable && rng.chance(current ? videoOdds + 0.1 : 0.05),
  };
}

export function mediaRows(listingId: number, propertyType: number, bedrooms: number, plan: MediaPlan): MediaInsert[] {
  const rows: MediaInsert[] = [];
  for (let position = 0; position < plan.photoCount; position++) {
    rows.push({
      listingId,
      kind: "photo",
      position,
      url: listingPhotoUrl(listingId, position, propertyType),
      caption: null,
    });
  }
  for (let n = 1; n <= plan.floorPlans; n++) {
    rows.push({
      listingId,
      kind: "floorPlan",
      position: n - 1,
      url: floorPlanUrl(listingId, n, propertyType, bedrooms),
      caption: n === 1 ? "Floor plan" : "Floor plan, upper level",
    });
  }
  if (plan.hasVideo)
    rows.push({
      listingId,
      kind: "video",
      position: 0,
      url: `https://video.homefront.example/listings/${listingId}`,
      caption: "Property video",
    });
  if (plan.hasVirtualTour)
    rows.push({
      listingId,
      kind: "virtualTour",
      position: 0,
      url: `https://tours.homefront.example/${listingId}`,
      caption: "3D virtual tour",
    });
  return rows;
}
