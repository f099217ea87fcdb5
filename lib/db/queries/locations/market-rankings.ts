import { and, asc, eq, gte, lt, lte, max, sql, sum } from "drizzle-orm";
import type { RankedSuburb, MarketRankingKey } from "../../../locations/market-rankings";
import type { Database } from "../../database";
import { locationMarketMedians, locationMarketRankings, locations, locationViewDays } from "../../schema";
import { ALL } from "../../../locations/market-figures";

/** Every suburb with the state and region it is ranked in (`locations_type_state_idx`). */
export function allSuburbPlaces(db: Database) {
  return db
    .select({ suburbId: locations.id, stateId: locations.stateId, regionId: locations.regionId })
    .from(locations)
    .where(eq(locations.type, "suburb"));
}

/** Views per suburb since `fromDay` (days since the epoch in UTC+10). */
export function suburbViewsSince(db: Database, fromDay: number) {
  return db
    .select({ suburbId: locationViewDays.suburbId, views: sum(locationViewDays.views).mapWith(Number) })
    .from(locationViewDays)
    .where(gte(locationViewDays.day, fromDay))
    .groupBy(locationViewDays.suburbId);
}

/** Days older than a ranking counts: dropped when the rankings are recomputed. */
export function deleteViewDaysBefore(db: Database, fromDay: number) {
  return db.delete(locationViewDays).where(lt(locationViewDays.day, fromDay));
}

/** Each suburb's sales over 12 months and their median days on market (all types and bedrooms). */
export function suburbSalesFigures(db: Database) {
  return db
    .select({
      suburbId: locationMarketMedians.suburbId,
      sales: locationMarketMedians.listings,
      medianDaysOnMarket: locationMarketMedians.medianDaysOnMarket,
    })
    .from(locationMarketMedians)
    .where(
      and(
        eq(locationMarketMedians.statusType, "sold"),
        eq(locationMarketMedians.propertyType, ALL),
        eq(locationMarketMedians.bedrooms, ALL),
      ),
    );
}

export interface StoredRanking extends RankedSuburb {
  placeId: number;
  ranking: MarketRankingKey;
}

/**
 * Statements replacing every stored ranking (one batch): the rows go in as one JSON array through
 * `json_each`, a single statement however many places there are (D1 binds at most 100 values).
 */
export function replaceMarketRankings(db: Database, rows: readonly StoredRanking[], computedAt: number) {
  const json = JSON.stringify(
    rows.map((row) => [row.placeId, row.ranking, row.rank, row.suburbId, row.value, row.sample]),
  );
  return [
    db.delete(locationMarketRankings),
    db.insert(locationMarketRankings).select(sql`
      SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5, ${computedAt}
      FROM json_each(${json}) j`),
  ] as const;
}

/** When the stored rankings were computed (the country's row; null before the first time). */
export async function marketRankingsComputedAt(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ at: max(locationMarketRankings.computedAt) })
    .from(locationMarketRankings)
    .where(eq(locationMarketRankings.placeId, 0));
  return row?.at ?? null;
}

/**
 * One place's ranking as computed at `computedAt`, best first: the primary key's prefix. Rows of
 * a newer computation (a refresh between the caller's two reads) are not mixed in.
 */
export function getMarketRanking(db: Database, placeId: number, ranking: MarketRankingKey, computedAt: number) {
  return db
    .select({
      rank: locationMarketRankings.rank,
      suburbId: locationMarketRankings.suburbId,
      value: locationMarketRankings.value,
      sample: locationMarketRankings.sample,
    })
    .from(locationMarketRankings)
    .where(
      and(
        eq(locationMarketRankings.placeId, placeId),
        eq(locationMarketRankings.ranking, ranking),
        eq(locationMarketRankings.computedAt, computedAt),
      ),
    )
    .orderBy(asc(locationMarketRankings.rank));
}

export interface BestValueScope {
  /** The state's code (its suburbs through `locations_type_state_idx`), or none for the country. */
  stateCode?: string;
  regionId?: number;
}

/**
 * The suburbs of a place whose 12-month median sold price for a property type and bedroom count
 * is within the budget on enough sales: one primary-key read of the medians per suburb. The pure
 * best-value rule (lib/locations/market-rankings.ts) measures distances and orders them.
 */
export function bestValueCandidates(
  db: Database,
  scope: BestValueScope,
  query: { propertyType: number; bedrooms: number; maxPrice: number; minSales: number },
) {
  return db
    .select({
      suburbId: locations.id,
      stateCode: locations.stateCode,
      latitude: locations.latitude,
      longitude: locations.longitude,
      medianPrice: locationMarketMedians.medianPrice,
      sales: locationMarketMedians.listings,
    })
    .from(locations)
    .innerJoin(
      locationMarketMedians,
      and(
        eq(locationMarketMedians.suburbId, locations.id),
        eq(locationMarketMedians.statusType, "sold"),
        eq(locationMarketMedians.propertyType, query.propertyType),
        eq(locationMarketMedians.bedrooms, query.bedrooms),
      ),
    )
    .where(
      and(
        eq(locations.type, "suburb"),
        scope.stateCode === undefined ? undefined : eq(locations.stateCode, scope.stateCode),
        scope.regionId === undefined ? undefined : eq(locations.regionId, scope.regionId),
        lte(locationMarketMedians.medianPrice, query.maxPrice),
        gte(locationMarketMedians.listings, query.minSales),
      ),
    );
}
