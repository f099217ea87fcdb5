import "server-only";
import type { Metadata } from "next";
import { cache } from "react";
import { getTopRated } from "@/lib/services/community/rankings";
import { requestContext } from "@/lib/services/request-context";
import { rankingTitle, topRatedPath, type RankedPlaceType } from "@/lib/community/rankings";

/** One read per render, shared by the page and its metadata. */
export const loadRanking = cache(async (place: string, ranking: string, placeType: RankedPlaceType = "suburb") => {
  const result = await getTopRated(requestContext(), { place, ranking, placeType });
  return result.ok ? result : null;
});

export async function rankingMetadata(
  place: string,
  ranking: string,
  placeType: RankedPlaceType = "suburb",
): Promise<Metadata> {
  const page = await loadRanking(place, ranking, placeType);
  if (!page) return {};
  const title = rankingTitle(page.ranking, page.placeType);
  return {
    title: `${title} in ${page.place.displayText}, by locals' reviews`,
    description: `${title} in ${page.place.displayText}, ranked from locals' reviews with the number of reviews and every factor's score shown.`,
    alternates: { canonical: topRatedPath(page.place.slug, page.ranking, page.placeType) },
  };
}
