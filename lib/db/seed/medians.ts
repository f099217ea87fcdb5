/**
 * Location medians and counts, computed from the generated listings as they stream past:
 * median sale price from sales in the last 12 months (current price guides when a place has
 * fewer than three), median weekly rent from leases in the last 12 months plus current rentals,
 * and the number of current listings. Suburb figures roll up to area, region and state.
 */
import { DAY_MS } from "./config";
import { categoryOf } from "./dwellings";
import type { Hierarchy, LocationInsert } from "./hierarchy";
import type { ListingInsert } from "./listings";

const MIN_SALES = 3;

interface Bucket {
  sales: number[];
  guides: number[];
  rents: number[];
  current: number;
}

export class MedianCollector {
  private readonly buckets = new Map<number, Bucket>();
  private readonly since: number;

  constructor(referenceMs: number) {
    this.since = referenceMs - 365 * DAY_MS;
  }

  add(listing: ListingInsert, locationIds: readonly number[]): void {
    // Blocks of units and warehouses would distort a suburb's typical price.
    const residential = listing.propertyType !== 5 && ["house", "apartment"].includes(categoryOf(listing.propertyType));
    for (const id of locationIds) {
      let bucket = this.buckets.get(id);
      if (!bucket) {
        bucket = { sales: [], guides: [], rents: [], current: 0 };
        this.buckets.set(id, bucket);
      }
      const price = listing.price;
      if (listing.statusType === "buy" || listing.statusType === "rent") bucket.current += 1;
      if (price === null || !residential) continue;
      if (listing.statusType === "sold" && (listing.soldAt ?? 0) >= this.since) bucket.sales.push(price);
      else if (listing.statusType === "buy") bucket.guides.push(price);
      else if (
        listing.statusType === "rent" ||
        (listing.statusType === "leased" && (listing.leasedAt ?? 0) >= this.since)
      )
        bucket.rents.push(price);
    }
  }

  /** Writes medianSalePrice, medianRentPrice and listingCount onto the row (in place). */
  apply(row: LocationInsert): LocationInsert {
    row.listingCount ??= 0; // the inserter writes every column, so defaults must be explicit
    const bucket = row.id === undefined ? undefined : this.buckets.get(row.id);
    if (!bucket) return row;
    row.medianSalePrice = median(
      bucket.sales.length >= MIN_SALES ? bucket.sales : bucket.guides.length > 0 ? bucket.guides : bucket.sales,
    );
    row.medianRentPrice = median(bucket.rents);
    row.listingCount = bucket.current;
    return row;
  }
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  const value = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(value);
}

/** Ids a suburb's listings count towards: the suburb and its area, region and state. */
export function rollUpIds(hierarchy: Hierarchy, suburbIndex: number): number[] {
  const s = hierarchy.suburbs[suburbIndex];
  return s ? [s.id, s.areaId, s.regionId, s.stateId] : [];
}
