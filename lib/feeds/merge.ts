import type { FeedListing } from "./feed-listing";

/**
 * A feed update merged onto what we hold: what the update carries replaces the held value (an
 * empty element, `null` or `[]`, clears it) and what it omits keeps its last value, since CRMs
 * send a sold or withdrawn record as little more than its ids.
 */
export function mergeFeedListing(held: FeedListing, update: FeedListing): FeedListing {
  const merged: Record<string, unknown> = { ...held };
  for (const [key, value] of Object.entries(update)) if (value !== undefined) merged[key] = value;
  return merged as FeedListing;
}

/** The FeedListing fields an update carries (what it would change, or clear). */
export function fieldsSent(update: FeedListing): string[] {
  return Object.entries(update)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

/** JSON with every object's keys in order, so equal listings have equal text whatever built them. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
