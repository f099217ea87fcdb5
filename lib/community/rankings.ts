/**
 * Rankings people can trust, from locals' reviews. A place is ranked only once it has
 * MIN_REVIEWS_TO_RANK reviews (for a factor: reviews that rated that factor), and by a Bayesian
 * average: its ratings plus PRIOR_WEIGHT imaginary reviews at the regional mean, averaged. A
 * place with two glowing reviews therefore sits near the region's typical score, and climbs only
 * as more locals agree; a place with a hundred reviews is ranked almost by its own average. The
 * formula, the minimum and the weight are shown on the rankings' explanation page.
 */
import { REVIEW_FACTORS, type ReviewFactorKey } from "./review-factors";

/** Fewer reviews than this and a place is listed as "not ranked yet", never ranked. */
export const MIN_REVIEWS_TO_RANK = 5;
/** How many reviews' worth of the regional mean every place starts with. */
export const PRIOR_WEIGHT = 10;
/** Places listed per ranking page. */
export const RANKING_SIZE = 50;

/** Each ranking: overall or one factor, with its address segment and its title. */
export const RANKINGS = [
  { key: "overall", slug: "", title: "Top rated suburbs" },
  { key: "safety", slug: "safest", title: "Safest suburbs" },
  { key: "familyFriendliness", slug: "most-family-friendly", title: "Most family-friendly suburbs" },
  { key: "communitySpirit", slug: "best-community-spirit", title: "Suburbs with the best community spirit" },
  { key: "transport", slug: "best-transport", title: "Suburbs with the best transport" },
  { key: "schoolAccess", slug: "best-access-to-schools", title: "Suburbs with the best access to schools" },
] as const satisfies readonly { key: "overall" | ReviewFactorKey; slug: string; title: string }[];

export type RankingKey = (typeof RANKINGS)[number]["key"];
export type Ranking = (typeof RANKINGS)[number];

export function rankingBySlug(slug: string): Ranking | undefined {
  return RANKINGS.find((ranking) => ranking.slug === slug);
}

export const TOP_RATED_PATH = "/locations/top-rated";

/**
 * What is ranked: a state's or region's suburbs, or its streets (against the other streets there,
 * their mean the streets' own: a street is not a suburb and its reviews are of another scale).
 */
export const RANKED_PLACE_TYPES = ["suburb", "street"] as const;
export type RankedPlaceType = (typeof RANKED_PLACE_TYPES)[number];

/** A ranking's title for suburbs ("Safest suburbs") or streets ("Safest streets"). */
export function rankingTitle(ranking: Ranking, placeType: RankedPlaceType = "suburb"): string {
  return placeType === "street"
    ? ranking.title.replace("suburbs", "streets").replace("Suburbs", "Streets")
    : ranking.title;
}

/**
 * `/locations/top-rated/{state or region slug}`, `…/streets` for its streets, and for a factor
 * `/{ranking slug}` after either.
 */
export function topRatedPath(
  placeSlug: string,
  ranking: Ranking = RANKINGS[0],
  placeType: RankedPlaceType = "suburb",
): string {
  const base = `${TOP_RATED_PATH}/${placeSlug}${placeType === "street" ? "/streets" : ""}`;
  return ranking.slug ? `${base}/${ranking.slug}` : base;
}

/** A sum of ratings and how many ratings it sums. */
export interface Tally {
  sum: number;
  count: number;
}

/** One place's reviews, summed (location_review_stats). */
export interface PlaceTally {
  id: number;
  reviewCount: number;
  overall: Tally;
  factors: Record<ReviewFactorKey, Tally>;
}

export interface RankedPlace {
  id: number;
  rank: number;
  /** The Bayesian average the place is ranked by (1–5). */
  score: number;
  /** Its own plain average for the ranking's factor, and how many ratings it has. */
  average: number;
  ratings: number;
  reviewCount: number;
  /** Plain averages per factor (null when no review rated it), shown beside the rank. */
  factorAverages: Record<ReviewFactorKey, number | null>;
}

export interface RankingResult {
  ranked: RankedPlace[];
  /** The regional mean every place is pulled toward, and how many ratings it is over. */
  mean: number;
  meanOver: number;
  /** Places with reviews but too few to rank. */
  unranked: number;
}

export function tallyOf(place: PlaceTally, key: RankingKey): Tally {
  return key === "overall" ? place.overall : place.factors[key];
}

/** (PRIOR_WEIGHT × mean + sum of ratings) / (PRIOR_WEIGHT + number of ratings). */
export function bayesianAverage(tally: Tally, mean: number, priorWeight: number = PRIOR_WEIGHT): number {
  return (priorWeight * mean + tally.sum) / (priorWeight + tally.count);
}

/** With no ratings at all in the region, the middle of the 1–5 scale. */
const NO_EVIDENCE_MEAN = 3;

/**
 * Ranks the places of one region or state for one ranking. The mean is over every rating in the
 * places given (ranked or not). Best score first; equal scores by more ratings, then by id, so
 * the order never depends on the order the places came in.
 */
export function rankPlaces(
  places: readonly PlaceTally[],
  key: RankingKey,
  options: { minReviews?: number; priorWeight?: number; take?: number } = {},
): RankingResult {
  const minReviews = options.minReviews ?? MIN_REVIEWS_TO_RANK;
  const priorWeight = options.priorWeight ?? PRIOR_WEIGHT;
  const total = places.reduce(
    (acc, place) => {
      const tally = tallyOf(place, key);
      return { sum: acc.sum + tally.sum, count: acc.count + tally.count };
    },
    { sum: 0, count: 0 },
  );
  const mean = total.count > 0 ? total.sum / total.count : NO_EVIDENCE_MEAN;
  const eligible = places.filter((place) => tallyOf(place, key).count >= minReviews);
  const scored = eligible
    .map((place) => ({
      place,
      tally: tallyOf(place, key),
      score: bayesianAverage(tallyOf(place, key), mean, priorWeight),
    }))
    .sort((a, b) => b.score - a.score || b.tally.count - a.tally.count || a.place.id - b.place.id);
  const ranked = scored.slice(0, options.take ?? RANKING_SIZE).map(({ place, tally, score }, index) => ({
    id: place.id,
    rank: index + 1,
    score,
    average: tally.sum / tally.count,
    ratings: tally.count,
    reviewCount: place.reviewCount,
    factorAverages: Object.fromEntries(
      REVIEW_FACTORS.map(({ key: factor }) => {
        const { sum, count } = place.factors[factor];
        return [factor, count > 0 ? sum / count : null];
      }),
    ) as Record<ReviewFactorKey, number | null>,
  }));
  return {
    ranked,
    mean,
    meanOver: total.count,
    unranked: places.filter((place) => place.reviewCount > 0).length - eligible.length,
  };
}
