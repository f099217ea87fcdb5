import { and, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { LATITUDE_BANDS_PER_DEGREE, listingInspections, listings } from "../../schema";
import { polygonBounds } from "./polygon";
import type { EventFilter, ListingSearchQuery, NumberRange, RoomCount, SearchPlaces } from "./query";

/**
 * The WHERE clause of every search shape. Integer lists (suburb ids, property types) are
 * written as literals, not bound parameters: D1 allows at most 100 bound parameters per
 * statement and a region expands to hundreds of suburbs. They are integers the service
 * resolved from the database or from enums, checked again here, so nothing typed by a visitor
 * reaches the SQL text.
 */

const STATUS_TYPES: ReadonlySet<string> = new Set(listings.statusType.enumValues);

/**
 * A search mode as an SQL literal, checked against the column's enum: for statements that repeat
 * it in many SELECTs of a UNION ALL, where parameters would run into D1's limit of 100.
 */
export function statusLiteral(statusType: string): SQL {
  if (!STATUS_TYPES.has(statusType)) throw new Error(`not a search mode: ${statusType}`);
  return sql.raw(`'${statusType}'`);
}

/**
 * A coordinate as an SQL literal, for statements that repeat ranges in many SELECTs (D1 binds at
 * most 100 parameters). JavaScript writes the shortest decimal that reads back as the same
 * double; SQLite may read it back one unit in the last place off, so callers widen the range
 * they write and keep the exact test elsewhere (a drawn area's polygon test).
 */
export function degreesLiteral(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error(`not a coordinate: ${value}`);
  return sql.raw(String(value));
}

export function integerList(values: readonly number[]): SQL {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  }
  return sql.raw([...new Set(values)].join(", "));
}

/**
 * Past this many consecutive integers, `IN` reads them from a series instead of a list: each
 * listed value compiles to VM instructions, and D1 allows 25,000 per statement
 * (lib/db/node-sqlite.ts). SQLite plans `IN (series)` like a list: one index equality per value.
 */
const MAX_LISTED_RUN = 32;

/** The right-hand side of `IN (…)` for the integers first … last: a literal list, or a series for a long run. */
export function integerRange(first: number, last: number): SQL {
  if (last - first + 1 <= MAX_LISTED_RUN)
    return integerList(Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i));
  return sql`WITH RECURSIVE series(value) AS (SELECT ${integerList([first])} UNION ALL SELECT value + 1 FROM series WHERE value < ${integerList([last])}) SELECT value FROM series`;
}

/** The right-hand side of `IN (…)` for these integers: a literal list, or a series for a long run. */
export function integerSet(values: readonly number[]): SQL {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  const first = distinct[0];
  const last = distinct.at(-1);
  if (first === undefined || last === undefined || last - first + 1 !== distinct.length) return integerList(distinct);
  return integerRange(first, last);
}

function placeCondition(places: SearchPlaces): SQL | undefined {
  const parts: SQL[] = [];
  if (places.suburbIds.length > 0) parts.push(sql`${listings.suburbId} IN (${integerList(places.suburbIds)})`);
  if (places.stateCodes.length > 0) parts.push(inArray(listings.stateCode, [...places.stateCodes]));
  for (const street of places.streets) {
    parts.push(and(eq(listings.suburbId, street.suburbId), eq(listings.streetName, street.streetName))!);
  }
  return parts.length === 1 ? parts[0] : or(...parts);
}

function rangeConditions(column: AnySQLiteColumn, range: NumberRange): SQL[] {
  const parts: SQL[] = [];
  if (range.min !== undefined) parts.push(gte(column, range.min));
  if (range.max !== undefined) parts.push(lte(column, range.max));
  return parts;
}

function roomCondition(column: AnySQLiteColumn, rooms: RoomCount): SQL | undefined {
  const parts: SQL[] = [];
  if (rooms.only.length > 0) parts.push(sql`${column} IN (${integerList(rooms.only)})`);
  if (rooms.min !== undefined) parts.push(gte(column, rooms.min));
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : or(...parts);
}

function auctionCondition(auctions: EventFilter, now: number): SQL | undefined {
  const parts: SQL[] = [];
  if (auctions.forthcoming) parts.push(gte(listings.auctionAt, now));
  for (const window of auctions.windows) {
    parts.push(and(gte(listings.auctionAt, window.from), sql`${listings.auctionAt} < ${window.to}`)!);
  }
  return parts.length === 0 ? undefined : or(...parts);
}

/**
 * Listings can have several open homes; `next_inspection_at` answers "forthcoming" from the
 * row itself, a chosen day needs the inspections table (an index lookup per candidate row).
 */
function inspectionCondition(inspections: EventFilter, now: number): SQL | undefined {
  const parts: SQL[] = [];
  if (inspections.forthcoming) parts.push(gte(listings.nextInspectionAt, now));
  if (inspections.windows.length > 0) {
    const inWindow = or(
      ...inspections.windows.map((window) =>
        and(gte(listingInspections.startsAt, window.from), sql`${listingInspections.startsAt} < ${window.to}`),
      ),
    );
    parts.push(
      sql`EXISTS (SELECT 1 FROM ${listingInspections} WHERE ${listingInspections.listingId} = ${listings.id} AND ${inWindow})`,
    );
  }
  return parts.length === 0 ? undefined : or(...parts);
}

/** Past this many latitude bands (2°, a state-sized view) one band range is cheaper than a list. */
const MAX_LISTED_BANDS = 100;

/** The area index's band expression (`listings_search_area_idx`); queries must use it as is. */
const latitudeBand = sql`CAST(${listings.latitude} * ${sql.raw(String(LATITUDE_BANDS_PER_DEGREE))} AS INTEGER)`;

/** Listings in these latitude bands: an equality per band in the area index. */
export function inLatitudeBands(bands: readonly number[]): SQL {
  return sql`${latitudeBand} IN (${integerSet(bands)})`;
}

/**
 * The viewport's latitude bands (see `listings_search_area_idx`): listed one by one, each band
 * is an equality in the index and the longitude range is searched inside it.
 */
function latitudeBandCondition(south: number, north: number): SQL {
  // CAST truncates towards zero, which is monotonic: the bands of [south, north] are a range.
  const first = Math.trunc(south * LATITUDE_BANDS_PER_DEGREE);
  const last = Math.trunc(north * LATITUDE_BANDS_PER_DEGREE);
  if (last - first + 1 > MAX_LISTED_BANDS) return sql`${latitudeBand} BETWEEN ${first} AND ${last}`;
  return inLatitudeBands(Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

function boundsConditions(bounds: { north: number; south: number; east: number; west: number }): SQL[] {
  const latitude = and(
    latitudeBandCondition(bounds.south, bounds.north),
    gte(listings.latitude, bounds.south),
    lte(listings.latitude, bounds.north),
  )!;
  // A viewport across the antimeridian has west > east.
  const longitude =
    bounds.west <= bounds.east
      ? and(gte(listings.longitude, bounds.west), lte(listings.longitude, bounds.east))!
      : or(gte(listings.longitude, bounds.west), lte(listings.longitude, bounds.east))!;
  return [latitude, longitude];
}

export function searchConditions(query: ListingSearchQuery): SQL {
  const parts: (SQL | undefined)[] = [eq(listings.statusType, query.statusType)];
  if (query.places) parts.push(placeCondition(query.places));
  if (query.officeId !== undefined) parts.push(eq(listings.officeId, query.officeId));
  if (query.agentId !== undefined) parts.push(eq(listings.agentId, query.agentId));
  if (query.propertyTypeIds.length > 0)
    parts.push(sql`${listings.propertyType} IN (${integerList(query.propertyTypeIds)})`);
  if (query.featureMask > 0) {
    const mask = integerList([query.featureMask]);
    parts.push(sql`(${listings.featureMask} & ${mask}) = ${mask}`);
  }
  parts.push(...rangeConditions(listings.price, query.price));
  parts.push(roomCondition(listings.bedrooms, query.bedrooms));
  parts.push(roomCondition(listings.bathrooms, query.bathrooms));
  parts.push(roomCondition(listings.carSpaces, query.carSpaces));
  parts.push(...rangeConditions(listings.landArea, query.landArea));
  parts.push(...rangeConditions(listings.frontage, query.frontage));
  if (query.inspections) parts.push(inspectionCondition(query.inspections, query.now));
  if (query.auctions) parts.push(auctionCondition(query.auctions, query.now));
  if (query.excludeUnderOffer) parts.push(eq(listings.isUnderOffer, false));
  const area = query.polygon ? polygonBounds(query.polygon) : query.bounds;
  if (area) parts.push(...boundsConditions(area));
  return and(...parts)!;
}
