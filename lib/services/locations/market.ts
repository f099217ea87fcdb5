import { z } from "zod";
import { runInOneBatch } from "../../db/batch";
import {
  findMarketEvents,
  findStaleSuburbs,
  getMarketMedians as getMarketMedianRows,
  getMarketMonths,
  getStreetMedians as getStreetMedianRows,
  markStale,
  replaceMarketFigures,
  unmarkStale,
} from "../../db/queries/locations/location-market";
import {
  ALL,
  marketMedians,
  marketMonths,
  monthsBefore,
  monthOf,
  streetMedians,
  TREND_MONTHS,
  trendMonths,
  type MarketStatus,
} from "../../locations/market-figures";
import type { ServiceContext } from "../context";
import { cachedList } from "./cached-location-rows";
import type { Location } from "./location";

/** One month of a suburb's trend, both markets side by side (months without sales are empty). */
export interface MarketTrendMonth {
  month: number;
  sold: number;
  leased: number;
  medianSoldPrice: number | null;
  medianRent: number | null;
  medianDaysOnMarket: number | null;
  /** Share (0–1) of sales with a known first asking price that sold below it; null without any. */
  soldBelowAskingShare: number | null;
}

export interface MarketMedianFigure {
  status: MarketStatus;
  propertyType: number;
  bedrooms: number;
  listings: number;
  medianPrice: number | null;
}

const propertyTypeSchema = z.number().int().min(ALL).max(18).default(ALL);

/**
 * A suburb's last 24 months, read from the precomputed figures through the location cache: one
 * entry per month, oldest first, for all property types (-1) or one.
 */
export async function getMarketTrend(
  ctx: ServiceContext,
  location: Location,
  rawPropertyType?: number,
): Promise<MarketTrendMonth[]> {
  if (location.type !== "suburb") return [];
  const propertyType = propertyTypeSchema.parse(rawPropertyType ?? undefined);
  const months = trendMonths(ctx.now);
  const rows = await cachedList(ctx, "location-market", `months:${location.id}:${propertyType}:${months[0]}`, () =>
    getMarketMonths(ctx.db, location.id, propertyType, months[0]!),
  );
  return months.map((month) => {
    const sold = rows.find((row) => row.month === month && row.statusType === "sold");
    const leased = rows.find((row) => row.month === month && row.statusType === "leased");
    return {
      month,
      sold: sold?.listings ?? 0,
      leased: leased?.listings ?? 0,
      medianSoldPrice: sold?.medianPrice ?? null,
      medianRent: leased?.medianPrice ?? null,
      medianDaysOnMarket: sold?.medianDaysOnMarket ?? null,
      soldBelowAskingShare: sold && sold.asked > 0 ? sold.belowAsking / sold.asked : null,
    };
  });
}

/** Medians over the last 12 months by property type and bedrooms (-1: all), sold and leased. */
export async function getMarketMedians(ctx: ServiceContext, location: Location): Promise<MarketMedianFigure[]> {
  if (location.type !== "suburb") return [];
  const rows = await cachedList(ctx, "location-market", `medians:${location.id}`, () =>
    getMarketMedianRows(ctx.db, location.id),
  );
  return rows
    .map((row) => ({
      status: row.statusType,
      propertyType: row.propertyType,
      bedrooms: row.bedrooms,
      listings: row.listings,
      medianPrice: row.medianPrice,
    }))
    .sort((a, b) => a.status.localeCompare(b.status) || a.propertyType - b.propertyType || a.bedrooms - b.bedrooms);
}

export interface StreetMarketFigure {
  status: MarketStatus;
  listings: number;
  medianPrice: number | null;
}

/**
 * A street's sales and leases over the last two years with their median published price, read
 * from the figures the market refresh stores (never from its listings); other places have none.
 */
export async function getStreetMarket(ctx: ServiceContext, location: Location): Promise<StreetMarketFigure[]> {
  const suburbId = location.hierarchyIds.at(-1);
  if (location.type !== "street" || suburbId === undefined) return [];
  const rows = await cachedList(ctx, "location-market", `street:${location.id}`, () =>
    getStreetMedianRows(ctx.db, suburbId, location.name),
  );
  return rows
    .map((row) => ({ status: row.statusType, listings: row.listings, medianPrice: row.medianPrice }))
    .sort((a, b) => a.status.localeCompare(b.status));
}

/** Suburbs refreshed per scheduled run: each costs one indexed read of its history and one batch. */
export const MARKET_REFRESH_BATCH = 40;

/**
 * Recomputes the figures of suburbs whose sales or leases changed (marked by the listing triggers),
 * at most `max` per run. The marks are removed before reading, so a write during the refresh marks
 * the suburb again for the next run; a refresh that fails puts its marks back.
 */
export async function refreshStaleMarkets(ctx: ServiceContext, max = MARKET_REFRESH_BATCH): Promise<number> {
  const suburbIds = await findStaleSuburbs(ctx.db, max);
  if (suburbIds.length === 0) return 0;
  await unmarkStale(ctx.db, suburbIds);
  try {
    const since = startOfMonthBefore(ctx.now);
    for (const suburbId of suburbIds) {
      const events = await findMarketEvents(ctx.db, suburbId, since);
      const [first, ...rest] = replaceMarketFigures(
        ctx.db,
        suburbId,
        marketMonths(events, ctx.now),
        marketMedians(events, ctx.now),
        streetMedians(events, ctx.now),
      );
      await runInOneBatch(ctx.db, [first!, ...rest]);
    }
  } catch (error) {
    await markStale(ctx.db, suburbIds);
    throw error;
  }
  return suburbIds.length;
}

/** A little before the trend's first month starts (its events are filtered exactly by month). */
function startOfMonthBefore(now: number): number {
  const first = monthsBefore(monthOf(now), TREND_MONTHS - 1);
  return Date.UTC(Math.floor(first / 100), (first % 100) - 1, 1) - 86_400_000;
}
