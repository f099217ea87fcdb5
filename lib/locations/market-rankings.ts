/**
 * Market rankings of suburbs within a place (the country, a state or a region): the most viewed,
 * the fastest-selling, and the best value for a buyer's budget. Pure: the scheduled Worker and the
 * seed rank with it from stored figures (views per day, 12-month medians), the best-value page
 * filters the figures of one property type and bedroom count with it. Ties are broken by the
 * larger sample, then by the suburb's id, so a ranking is the same wherever it is computed.
 */
import { CBDS, haversineKm } from "./cbd";
import type { StateCode } from "./states";

/** Suburbs listed per ranking and place. */
export const MARKET_RANKING_SIZE = 20;
/** Days of listing views the "most viewed" ranking counts, today included. */
export const VIEW_DAYS = 30;
/** Fewer sales than this over 12 months and a suburb is not ranked by its days on market. */
export const MIN_SALES_TO_RANK = 5;
/** Fewer sales than this of the type and bedrooms asked for and a median is too thin to offer. */
export const MIN_SALES_FOR_VALUE = 3;
/** The country's place id in stored rankings (states and regions use their location ids). */
export const COUNTRY_PLACE_ID = 0;

export const MARKET_RANKINGS = [
  { key: "most-viewed", title: "Most viewed suburbs" },
  { key: "fastest-selling", title: "Fastest-selling suburbs" },
] as const;
export type MarketRankingKey = (typeof MARKET_RANKINGS)[number]["key"];

/** One suburb's stored figures, and the places it is ranked in (the country, its state, its region). */
export interface SuburbRankingFigures {
  suburbId: number;
  placeIds: readonly number[];
  /** Views of its listings over the last VIEW_DAYS days. */
  views: number;
  /** Sales over the last 12 months, and their median days on market (null without sales). */
  sales: number;
  medianDaysOnMarket: number | null;
}

export interface RankedSuburb {
  rank: number;
  suburbId: number;
  /** The figure ranked by: views, or median days on market. */
  value: number;
  /** What it rests on: views, or sales. */
  sample: number;
}

interface Entry {
  suburbId: number;
  placeIds: readonly number[];
  value: number;
  sample: number;
}

/** Top `size` entries per place, ordered by `better` then the larger sample, then the lower id. */
function rankPerPlace(
  entries: readonly Entry[],
  better: (a: number, b: number) => number,
  size: number,
): Map<number, RankedSuburb[]> {
  const sorted = [...entries].sort(
    (a, b) => better(a.value, b.value) || b.sample - a.sample || a.suburbId - b.suburbId,
  );
  const byPlace = new Map<number, RankedSuburb[]>();
  for (const entry of sorted) {
    for (const placeId of new Set(entry.placeIds)) {
      let ranked = byPlace.get(placeId);
      if (!ranked) byPlace.set(placeId, (ranked = []));
      if (ranked.length < size)
        ranked.push({ rank: ranked.length + 1, suburbId: entry.suburbId, value: entry.value, sample: entry.sample });
    }
  }
  return byPlace;
}

/** The most viewed suburbs of each place: suburbs without a view are not listed. */
export function rankMostViewed(
  suburbs: readonly SuburbRankingFigures[],
  size = MARKET_RANKING_SIZE,
): Map<number, RankedSuburb[]> {
  return rankPerPlace(
    suburbs
      .filter((suburb) => suburb.views > 0)
      .map(({ suburbId, placeIds, views }) => ({ suburbId, placeIds, value: views, sample: views })),
    (a, b) => b - a,
    size,
  );
}

/** The fastest-selling suburbs of each place: lowest median days on market, MIN_SALES_TO_RANK sales or more. */
export function rankFastestSelling(
  suburbs: readonly SuburbRankingFigures[],
  size = MARKET_RANKING_SIZE,
): Map<number, RankedSuburb[]> {
  return rankPerPlace(
    suburbs.flatMap(({ suburbId, placeIds, sales, medianDaysOnMarket }) =>
      sales >= MIN_SALES_TO_RANK && medianDaysOnMarket !== null
        ? [{ suburbId, placeIds, value: medianDaysOnMarket, sample: sales }]
        : [],
    ),
    (a, b) => a - b,
    size,
  );
}

/** A suburb's 12-month median for the property type and bedrooms asked about. */
export interface BestValueCandidate {
  suburbId: number;
  stateCode: StateCode;
  latitude: number;
  longitude: number;
  medianPrice: number | null;
  sales: number;
}

export interface BestValueCriteria {
  maxPrice: number;
  /** Furthest distance from the state capital's CBD, in km; undefined for anywhere. */
  maxKm?: number;
}

export type BestValueSuburb = BestValueCandidate & { medianPrice: number; distanceKm: number; rank: number };

/** Km from a suburb's centre to its state capital's CBD, to one decimal. */
export function cbdDistanceKm(candidate: Pick<BestValueCandidate, "stateCode" | "latitude" | "longitude">): number {
  const cbd = CBDS[candidate.stateCode];
  return Math.round(haversineKm(candidate.latitude, candidate.longitude, cbd.latitude, cbd.longitude) * 10) / 10;
}

/**
 * "Where can I buy a 3-bedroom house under $900k within 20 km of the CBD?": the suburbs whose
 * median sold price of that type and bedrooms over 12 months (on MIN_SALES_FOR_VALUE sales or
 * more) is within the budget and whose centre is within the distance, closest to the CBD first
 * (within budget, being closer is what the money buys), then the cheaper, then the lower id.
 */
export function bestValue(
  candidates: readonly BestValueCandidate[],
  criteria: BestValueCriteria,
  size = MARKET_RANKING_SIZE,
): BestValueSuburb[] {
  return candidates
    .flatMap((candidate) => {
      const { medianPrice } = candidate;
      if (medianPrice === null || medianPrice > criteria.maxPrice || candidate.sales < MIN_SALES_FOR_VALUE) return [];
      const distanceKm = cbdDistanceKm(candidate);
      if (criteria.maxKm !== undefined && distanceKm > criteria.maxKm) return [];
      return [{ ...candidate, medianPrice, distanceKm }];
    })
    .sort((a, b) => a.distanceKm - b.distanceKm || a.medianPrice - b.medianPrice || a.suburbId - b.suburbId)
    .slice(0, size)
    .map((suburb, index) => ({ ...suburb, rank: index + 1 }));
}
