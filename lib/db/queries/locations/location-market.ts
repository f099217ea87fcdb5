import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { MarketEvent, MarketMedian, MarketMonth, StreetMedian } from "../../../locations/market-figures";
import type { Database } from "../../database";
import {
  listingFirstPrices,
  listings,
  locationMarketMedians,
  locationMarketMonths,
  locationMarketStale,
  locationStreetMedians,
} from "../../schema";

/** D1 binds at most 100 parameters per statement: rows per INSERT for a 9-column table. */
const ROWS_PER_INSERT = 11;

/** Suburbs a listing write marked stale, oldest mark first (the key order). */
export async function findStaleSuburbs(db: Database, take: number): Promise<number[]> {
  const rows = await db.select().from(locationMarketStale).limit(take);
  return rows.map((row) => row.suburbId);
}

export function unmarkStale(db: Database, suburbIds: readonly number[]) {
  return db.delete(locationMarketStale).where(inArray(locationMarketStale.suburbId, [...suburbIds]));
}

export function markStale(db: Database, suburbIds: readonly number[]) {
  return db
    .insert(locationMarketStale)
    .values(suburbIds.map((suburbId) => ({ suburbId })))
    .onConflictDoNothing();
}

/** One suburb's sales and leases since `since` (epoch ms), from `listings_search_suburb_idx`. */
export async function findMarketEvents(
  db: Database,
  suburbId: number,
  since: number,
): Promise<(MarketEvent & { suburbId: number; streetName: string })[]> {
  const at = sql<number>`coalesce(${listings.soldAt}, ${listings.leasedAt})`;
  const rows = await db
    .select({
      suburbId: listings.suburbId,
      streetName: listings.streetName,
      status: listings.statusType,
      at,
      propertyType: listings.propertyType,
      bedrooms: listings.bedrooms,
      price: listings.price,
      listedAt: listings.listedAt,
      firstAskingPrice: listingFirstPrices.price,
    })
    .from(listings)
    .leftJoin(listingFirstPrices, eq(listingFirstPrices.listingId, listings.id))
    .where(and(eq(listings.suburbId, suburbId), inArray(listings.statusType, ["sold", "leased"]), gte(at, since)));
  return rows.map((row) => ({ ...row, status: row.status as MarketEvent["status"] }));
}

/** Statements replacing one suburb's figures, its streets' too (run together in one batch). */
export function replaceMarketFigures(
  db: Database,
  suburbId: number,
  months: readonly MarketMonth[],
  medians: readonly MarketMedian[],
  streets: readonly StreetMedian[] = [],
): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [
    db.delete(locationMarketMonths).where(eq(locationMarketMonths.suburbId, suburbId)),
    db.delete(locationMarketMedians).where(eq(locationMarketMedians.suburbId, suburbId)),
    db.delete(locationStreetMedians).where(eq(locationStreetMedians.suburbId, suburbId)),
  ];
  for (let i = 0; i < streets.length; i += ROWS_PER_INSERT) {
    statements.push(
      db
        .insert(locationStreetMedians)
        .values(
          streets
            .slice(i, i + ROWS_PER_INSERT)
            .map(({ status, ...street }) => ({ suburbId, statusType: status, ...street })),
        ),
    );
  }
  for (let i = 0; i < months.length; i += ROWS_PER_INSERT) {
    statements.push(
      db
        .insert(locationMarketMonths)
        .values(
          months
            .slice(i, i + ROWS_PER_INSERT)
            .map(({ status, ...month }) => ({ suburbId, statusType: status, ...month })),
        ),
    );
  }
  for (let i = 0; i < medians.length; i += ROWS_PER_INSERT) {
    statements.push(
      db
        .insert(locationMarketMedians)
        .values(
          medians
            .slice(i, i + ROWS_PER_INSERT)
            .map(({ status, ...median }) => ({ suburbId, statusType: status, ...median })),
        ),
    );
  }
  return statements;
}

export type MarketMonthRow = typeof locationMarketMonths.$inferSelect;
export type MarketMedianRow = typeof locationMarketMedians.$inferSelect;

/** A suburb's monthly figures from `fromMonth` (yyyymm) on: the primary key's prefix. */
export async function getMarketMonths(
  db: Database,
  suburbId: number,
  propertyType: number,
  fromMonth: number,
): Promise<MarketMonthRow[]> {
  return db
    .select()
    .from(locationMarketMonths)
    .where(
      and(
        eq(locationMarketMonths.suburbId, suburbId),
        inArray(locationMarketMonths.statusType, ["sold", "leased"]),
        eq(locationMarketMonths.propertyType, propertyType),
        gte(locationMarketMonths.month, fromMonth),
      ),
    )
    .orderBy(asc(locationMarketMonths.month));
}

export async function getMarketMedians(db: Database, suburbId: number): Promise<MarketMedianRow[]> {
  return db.select().from(locationMarketMedians).where(eq(locationMarketMedians.suburbId, suburbId));
}

export type StreetMedianRow = typeof locationStreetMedians.$inferSelect;

/** A street's sold and leased figures: the primary key's prefix (suburb, street name). */
export async function getStreetMedians(db: Database, suburbId: number, streetName: string): Promise<StreetMedianRow[]> {
  return db
    .select()
    .from(locationStreetMedians)
    .where(and(eq(locationStreetMedians.suburbId, suburbId), eq(locationStreetMedians.streetName, streetName)));
}
