/**
 * The search written the slow, obvious way in plain JavaScript over the fixture's rows. The SQL
 * must agree with it on every filter, sort, count, facet and median.
 */
import type { StoredListingRow as ListingRow } from "@/lib/db/queries/listings/listings";
import type { EventFilter, ListingSearchQuery, NumberRange, RoomCount } from "@/lib/db/queries/search/query";
import { isPointInPolygon, polygonBounds } from "@/lib/db/queries/search/polygon";
import { normalisePropertyTypeId } from "@/lib/listings/property-types";

type Inspection = { listingId: number; startsAt: number };

const inRange = (value: number | null, range: NumberRange) =>
  (range.min === undefined || (value != null && value >= range.min)) &&
  (range.max === undefined || (value != null && value <= range.max));

const roomsMatch = (value: number, rooms: RoomCount) =>
  (rooms.only.length === 0 && rooms.min === undefined) ||
  rooms.only.includes(value) ||
  (rooms.min !== undefined && value >= rooms.min);

function eventMatches(
  times: readonly number[],
  filter: EventFilter,
  forthcomingTime: number | null,
  now: number,
): boolean {
  // Neither forthcoming nor a day: nothing to filter on.
  if (!filter.forthcoming && filter.windows.length === 0) return true;
  if (filter.forthcoming && forthcomingTime != null && forthcomingTime >= now) return true;
  return filter.windows.some((w) => times.some((t) => t >= w.from && t < w.to));
}

export function oracleMatches(row: ListingRow, query: ListingSearchQuery, inspections: readonly Inspection[]): boolean {
  if (row.statusType !== query.statusType) return false;
  if (query.places) {
    const { suburbIds, stateCodes, streets } = query.places;
    const inPlace =
      suburbIds.includes(row.suburbId) ||
      stateCodes.includes(row.stateCode) ||
      streets.some((s) => s.suburbId === row.suburbId && s.streetName === row.streetName);
    if (!inPlace) return false;
  }
  if (query.officeId !== undefined && row.officeId !== query.officeId) return false;
  if (query.propertyTypeIds.length > 0 && !query.propertyTypeIds.includes(row.propertyType)) return false;
  // BigInt: masks go past 32 bits, where JavaScript's & would truncate.
  if (query.featureMask > 0 && (BigInt(row.featureMask) & BigInt(query.featureMask)) !== BigInt(query.featureMask))
    return false;
  if (
    !inRange(row.price, query.price) ||
    !inRange(row.landArea, query.landArea) ||
    !inRange(row.frontage, query.frontage)
  )
    return false;
  if (
    !roomsMatch(row.bedrooms, query.bedrooms) ||
    !roomsMatch(row.bathrooms, query.bathrooms) ||
    !roomsMatch(row.carSpaces, query.carSpaces)
  )
    return false;
  if (query.inspections) {
    const times = inspections.filter((i) => i.listingId === row.id).map((i) => i.startsAt);
    if (!eventMatches(times, query.inspections, row.nextInspectionAt, query.now)) return false;
  }
  if (
    query.auctions &&
    !eventMatches(row.auctionAt == null ? [] : [row.auctionAt], query.auctions, row.auctionAt, query.now)
  )
    return false;
  if (query.excludeUnderOffer && row.isUnderOffer) return false;
  const area = query.polygon ? polygonBounds(query.polygon) : query.bounds;
  if (area) {
    if (
      row.latitude < area.south ||
      row.latitude > area.north ||
      row.longitude < area.west ||
      row.longitude > area.east
    )
      return false;
  }
  if (query.polygon && !isPointInPolygon(row.latitude, row.longitude, query.polygon)) return false;
  return true;
}

/** Keys compared in order; null means "no key" and sorts last. */
type Key = [value: number | null, direction: 1 | -1];

function sortKeys(row: ListingRow, query: ListingSearchQuery): Key[] {
  const completedAt = query.statusType === "leased" ? row.leasedAt : row.soldAt;
  const newest: Key[] = [
    [row.listedAt, -1],
    [row.id, -1],
  ];
  const upcoming = (t: number | null) => (t != null && t >= query.now ? t : null);
  switch (query.sort) {
    case "cheapest":
    case "lowestSoldPrice":
      return [
        [row.price, 1],
        [row.id, 1],
      ];
    case "expensive":
    case "highestSoldPrice":
      return [
        [row.price, -1],
        [row.id, -1],
      ];
    case "newest":
      return newest;
    case "oldest":
      return [
        [row.listedAt, 1],
        [row.id, 1],
      ];
    case "nextInspection":
      return [
        [upcoming(row.nextInspectionAt), 1],
        [row.id, 1],
      ];
    case "nextAuction":
      return [
        [upcoming(row.auctionAt), 1],
        [row.id, 1],
      ];
    case "recentlySoldOrLeased":
      return query.statusType === "sold" || query.statusType === "leased"
        ? [
            [completedAt, -1],
            [row.id, -1],
          ]
        : newest;
    case "hasVideos":
      return [[row.hasVideo ? 1 : 0, -1], ...newest];
    case "hasAVirtualTour":
      return [[row.hasVirtualTour ? 1 : 0, -1], ...newest];
    case "homesForYou":
      return [[row.boost, -1], ...newest];
    case "soldHomesForYou":
      return [
        [row.boost, -1],
        [completedAt, -1],
        [row.id, -1],
      ];
  }
}

/** In the default order, a search's own suburbs before the surrounding ones it added. */
function placeKeys(row: ListingRow, query: ListingSearchQuery): Key[] {
  const surrounding = query.places?.surroundingSuburbIds ?? [];
  if (query.sort !== "homesForYou" || surrounding.length === 0) return [];
  return [[surrounding.includes(row.suburbId) ? 1 : 0, 1]];
}

export function oracleCompare(query: ListingSearchQuery) {
  return (a: ListingRow, b: ListingRow): number => {
    const ka = [...placeKeys(a, query), ...sortKeys(a, query)];
    const kb = [...placeKeys(b, query), ...sortKeys(b, query)];
    for (let i = 0; i < ka.length; i++) {
      const [va, direction] = ka[i]!;
      const [vb] = kb[i]!;
      if (va === vb) continue;
      if (va == null) return 1;
      if (vb == null) return -1;
      return (va - vb) * direction;
    }
    return 0;
  };
}

export function oracleSearch(
  rows: readonly ListingRow[],
  inspections: readonly Inspection[],
  query: ListingSearchQuery,
) {
  const matched = rows.filter((row) => oracleMatches(row, query, inspections)).sort(oracleCompare(query));
  const prices = matched.flatMap((row) => (row.price == null ? [] : [row.price])).sort((a, b) => a - b);
  const n = prices.length;
  const median = n === 0 ? null : Math.round((prices[Math.floor((n - 1) / 2)]! + prices[Math.floor(n / 2)]!) / 2);
  const byPropertyType = new Map<number, number>();
  const byBedrooms = new Map<number, number>();
  for (const row of matched) {
    const type = normalisePropertyTypeId(row.propertyType);
    byPropertyType.set(type, (byPropertyType.get(type) ?? 0) + 1);
    const bucket = Math.min(row.bedrooms, 5);
    byBedrooms.set(bucket, (byBedrooms.get(bucket) ?? 0) + 1);
  }
  return {
    total: matched.length,
    pageIds: matched.slice(query.skip, query.skip + query.take).map((row) => row.id),
    median,
    byPropertyType,
    byBedrooms,
  };
}
