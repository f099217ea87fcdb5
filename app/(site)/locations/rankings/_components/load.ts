import "server-only";
import type { Metadata } from "next";
import { cache } from "react";
import { findRankedPlace } from "@/lib/services/locations/market-rankings";
import { requestContext } from "@/lib/services/request-context";
import {
  bestValueFormValues,
  bestValuePath,
  bestValueQuestion,
  isBestValueAsked,
  marketRankingsPath,
  parseBestValueQuery,
  type BestValueFormValues,
  type ParsedBestValueQuery,
} from "@/lib/locations/market-ranking-urls";
import type { Location } from "@/lib/services/locations/location";

/** The ranked place (null for Australia), read once per render by the page and its metadata. */
export const loadRankedPlace = cache(async (slug?: string): Promise<{ place: Location | null } | undefined> => {
  const found = await findRankedPlace(requestContext(), slug);
  return found.ok ? { place: found.place } : undefined;
});

export const placeName = (place: Location | null) => place?.name ?? "Australia";

export function rankingsMetadata(place: Location | null): Metadata {
  const where = placeName(place);
  const title = `Most viewed and fastest-selling suburbs in ${where}`;
  const description = `The suburbs of ${where} buyers look at most, the ones that sell fastest, and where a budget buys a home: market rankings from sales over the last 12 months.`;
  const url = marketRankingsPath(place?.slug);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: "website", siteName: "Homefront", locale: "en_AU", url, title, description },
  };
}

/** The page's query as the URL parser reads it (the first value of a repeated parameter). */
export function bestValueQueryOf(searchParams: Record<string, string | string[] | undefined>): {
  asked: boolean;
  parsed: ParsedBestValueQuery;
  values: BestValueFormValues;
} {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return { asked: isBestValueAsked(params), parsed: parseBestValueQuery(params), values: bestValueFormValues(params) };
}

export function bestValueMetadata(place: Location | null, parsed: ParsedBestValueQuery): Metadata {
  const where = placeName(place);
  const title = parsed.ok
    ? `Where can I buy ${bestValueQuestion(parsed.query)} in ${where}?`
    : `Where can I buy a home on my budget in ${where}?`;
  const description = `Suburbs of ${where} whose median sold price over the last 12 months fits the budget, closest to the CBD first.`;
  const url = bestValuePath(place?.slug, parsed.ok ? parsed.query : undefined);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: "website", siteName: "Homefront", locale: "en_AU", url, title, description },
  };
}
