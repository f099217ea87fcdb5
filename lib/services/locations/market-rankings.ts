import { runInOneBatch } from "../../db/batch";
import {
  allSuburbPlaces,
  bestValueCandidates,
  deleteViewDaysBefore,
  getMarketRanking,
  marketRankingsComputedAt,
  replaceMarketRankings,
  suburbSalesFigures,
  suburbViewsSince,
  type StoredRanking,
} from "../../db/queries/locations/market-rankings";
import {
  bestValue,
  COUNTRY_PLACE_ID,
  MARKET_RANKINGS,
  MIN_SALES_FOR_VALUE,
  rankFastestSelling,
  rankMostViewed,
  VIEW_DAYS,
  type BestValueSuburb,
  type MarketRankingKey,
  type RankedSuburb,
} from "../../locations/market-rankings";
import { bestValueType, type BestValueQuery } from "../../locations/market-ranking-urls";
import type { ServiceContext } from "../context";
import { fail, type Result } from "../result";
import { cachedList } from "./cached-location-rows";
import { getLocation, getLocationsByIds } from "./get-location";
import type { Location } from "./location";
import { getChildLocations, getLocationIndex } from "./location-places";

/** The scheduled Worker recomputes the stored rankings once they are this old. */
export const MARKET_RANKINGS_MAX_AGE_MS = 3_600_000;

const DAY_MS = 86_400_000;
/** Days since the epoch in UTC+10, as the tracking trigger counts views. */
export const viewDayOf = (at: number) => Math.floor((at + 36_000_000) / DAY_MS);

/**
 * Recomputes every place's rankings from the stored figures (views per day, 12-month medians)
 * when they are an hour old or absent: three reads of one row per suburb and one batch that
 * replaces the rankings and drops views older than the window. Returns the rows written (0 when
 * they were still fresh).
 */
export async function refreshMarketRankings(ctx: ServiceContext, force = false): Promise<number> {
  const computedAt = await marketRankingsComputedAt(ctx.db);
  if (!force && computedAt !== null && ctx.now - computedAt < MARKET_RANKINGS_MAX_AGE_MS) return 0;
  const fromDay = viewDayOf(ctx.now) - (VIEW_DAYS - 1);
  const [places, views, sales] = await Promise.all([
    allSuburbPlaces(ctx.db),
    suburbViewsSince(ctx.db, fromDay),
    suburbSalesFigures(ctx.db),
  ]);
  const viewsOf = new Map(views.map((row) => [row.suburbId, row.views]));
  const salesOf = new Map(sales.map((row) => [row.suburbId, row]));
  const figures = places.map((place) => ({
    suburbId: place.suburbId,
    placeIds: [COUNTRY_PLACE_ID, place.stateId, place.regionId].filter((id): id is number => id != null),
    views: viewsOf.get(place.suburbId) ?? 0,
    sales: salesOf.get(place.suburbId)?.sales ?? 0,
    medianDaysOnMarket: salesOf.get(place.suburbId)?.medianDaysOnMarket ?? null,
  }));
  const rows: StoredRanking[] = [];
  const add = (ranking: MarketRankingKey, byPlace: Map<number, RankedSuburb[]>) => {
    for (const [placeId, ranked] of byPlace) for (const entry of ranked) rows.push({ placeId, ranking, ...entry });
  };
  add("most-viewed", rankMostViewed(figures));
  add("fastest-selling", rankFastestSelling(figures));
  const [clear, insert] = replaceMarketRankings(ctx.db, rows, ctx.now);
  await runInOneBatch(ctx.db, [clear, insert, deleteViewDaysBefore(ctx.db, fromDay)]);
  return rows.length;
}

export type RankedLocation = RankedSuburb & { location: Location };

export interface MarketRankingsPage {
  /** The state or region; null for Australia. */
  place: Location | null;
  rankings: { key: MarketRankingKey; title: string; suburbs: RankedLocation[] }[];
  /** When the rankings were computed (epoch ms), null before the first time. */
  computedAt: number | null;
  /** Places to rank within: the states for Australia, a state's regions; none for a region. */
  within: Location[];
}

/** A state or region by slug, or Australia (null) without one; anything else is not ranked. */
export async function findRankedPlace(
  ctx: ServiceContext,
  slug: string | undefined,
): Promise<Result<{ place: Location | null }>> {
  if (slug === undefined) return { ok: true, place: null };
  const place = await getLocation(ctx, slug);
  if (!place || (place.type !== "state" && place.type !== "region"))
    return fail("NOT_FOUND", "Rankings are for Australia, a state or a region");
  return { ok: true, place };
}

async function withLocations<T extends { suburbId: number }>(
  ctx: ServiceContext,
  rows: readonly T[],
): Promise<(T & { location: Location })[]> {
  const locations = await getLocationsByIds(
    ctx,
    rows.map((row) => row.suburbId),
  );
  const byId = new Map(locations.map((location) => [location.id, location]));
  return rows.flatMap((row) => {
    const location = byId.get(row.suburbId);
    return location ? [{ ...row, location }] : [];
  });
}

/**
 * A place's most viewed and fastest-selling suburbs, as stored, through the location cache. The
 * cache key carries when the rankings were computed (one indexed read), so the hour's refresh is
 * seen at once and a page never mixes a cached old ranking with the new one's time.
 */
export async function getMarketRankings(ctx: ServiceContext, place: Location | null): Promise<MarketRankingsPage> {
  const placeId = place?.id ?? COUNTRY_PLACE_ID;
  const computedAt = await marketRankingsComputedAt(ctx.db);
  const [rankings, within] = await Promise.all([
    Promise.all(
      MARKET_RANKINGS.map(async ({ key, title }) => {
        const rows =
          computedAt === null
            ? []
            : await cachedList(ctx, "location-market", `ranking:${placeId}:${key}:${computedAt}`, () =>
                getMarketRanking(ctx.db, placeId, key, computedAt),
              );
        return { key, title, rows };
      }),
    ),
    place === null
      ? getLocationIndex(ctx, { type: "state", take: 8 })
      : place.type === "state"
        ? getChildLocations(ctx, place, 100)
        : Promise.resolve([]),
  ]);
  return {
    place,
    computedAt,
    within: [...within].sort((a, b) => a.name.localeCompare(b.name)),
    rankings: await Promise.all(
      rankings.map(async ({ key, title, rows }) => ({
        key,
        title,
        suburbs: await withLocations(
          ctx,
          rows.map(({ rank, suburbId, value, sample }) => ({ rank, suburbId, value, sample })),
        ),
      })),
    ),
  };
}

export interface BestValuePage {
  place: Location | null;
  query: BestValueQuery;
  suburbs: (BestValueSuburb & { location: Location })[];
}

/**
 * The answer to a buyer's question (a valid query from lib/locations/market-ranking-urls.ts): the
 * place's suburbs whose stored 12-month median fits, by the pure best-value rule. The candidates
 * are read through the location cache, so a shared question costs one read per 10 minutes.
 */
export async function getBestValue(
  ctx: ServiceContext,
  place: Location | null,
  query: BestValueQuery,
): Promise<BestValuePage> {
  const propertyType = bestValueType(query.type).propertyType;
  const candidates = await cachedList(
    ctx,
    "location-market",
    `best-value:${place?.id ?? COUNTRY_PLACE_ID}:${propertyType}:${query.beds}:${query.max}`,
    () =>
      bestValueCandidates(
        ctx.db,
        place === null ? {} : place.type === "state" ? { stateCode: place.stateCode } : { regionId: place.id },
        { propertyType, bedrooms: query.beds, maxPrice: query.max, minSales: MIN_SALES_FOR_VALUE },
      ),
  );
  const answer = bestValue(
    candidates.map((candidate) => ({ ...candidate, stateCode: candidate.stateCode as BestValueSuburb["stateCode"] })),
    { maxPrice: query.max, maxKm: query.km },
  );
  return { place, query, suburbs: await withLocations(ctx, answer) };
}
