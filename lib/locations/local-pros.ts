/**
 * What locals like about a place ("pros"), from the factor ratings in locals' reviews: the factors
 * enough locals rated and rated well, best first. Pure: the suburb page and the main API's pros
 * call read it the same way, and it is tested against a recount.
 */

/** A factor is a pro when its locals' average is at least this (of 5 stars)… */
export const PRO_MIN_RATING = 4;
/** …from at least this many locals: one enthusiastic review is not what locals like. */
export const PRO_MIN_RATINGS = 3;
/** "What they love" quotes shown beside the pros, most helpful first. */
export const PRO_QUOTES = 3;

/** One factor's ratings among a place's locals: how many rated it and the sum of their stars. */
export interface FactorTally {
  key: string;
  label: string;
  ratings: number;
  stars: number;
}

export interface LocalPro {
  key: string;
  label: string;
  /** The locals' average, to one decimal. */
  rating: number;
  ratings: number;
}

/**
 * The factors locals rate well, best average first (ties: more ratings, then the order given).
 * The threshold is checked on the exact average, so 3.96 (shown as 4.0) is not a pro.
 */
export function localPros(tallies: readonly FactorTally[]): LocalPro[] {
  return tallies
    .map((tally, order) => ({ tally, order, average: tally.ratings > 0 ? tally.stars / tally.ratings : 0 }))
    .filter(({ tally, average }) => tally.ratings >= PRO_MIN_RATINGS && average >= PRO_MIN_RATING)
    .sort((a, b) => b.average - a.average || b.tally.ratings - a.tally.ratings || a.order - b.order)
    .map(({ tally, average }) => ({
      key: tally.key,
      label: tally.label,
      rating: Math.round(average * 10) / 10,
      ratings: tally.ratings,
    }));
}
