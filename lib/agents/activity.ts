/**
 * An agent's activities: the product's activity item types, in its order. The first three come
 * from the agent's work (their listings, their results, reviews they received or wrote); the last
 * three from what their member account wrote in the community (places reviewed, questions answered
 * and asked). Agents paging: 5 a page.
 */
export const AGENT_ACTIVITY_TYPES = [
  "ListedAProperty",
  "SoldOrLeasedAProperty",
  "Reviewed",
  "ReviewedALocation",
  "AnsweredAQuestion",
  "AskedAQuestion",
] as const;
export type AgentActivityType = (typeof AGENT_ACTIVITY_TYPES)[number];

/**
 * How far a client may page into the timeline. Each page reads the newest `skip + take` rows of
 * every kind (each from its own index) and merges them, so the deepest page bounds the work.
 */
export const MAX_ACTIVITY_SKIP = 500;

/** One item before its details are read: what happened, to what (a row id of its kind), when. */
export interface ActivityRef {
  type: AgentActivityType;
  id: number;
  at: number;
}

/** Newest first; equal times in the product's type order, then the higher id, so pages never overlap. */
export function byNewestActivity(a: ActivityRef, b: ActivityRef): number {
  return b.at - a.at || AGENT_ACTIVITY_TYPES.indexOf(a.type) - AGENT_ACTIVITY_TYPES.indexOf(b.type) || b.id - a.id;
}

/**
 * One page of the merged timeline. Each source holds its own newest `skip + take + 1` items
 * (newest first), which is enough: the page's items are among them, and the extra one tells
 * whether another page follows.
 */
export function activityPage<T extends ActivityRef>(
  sources: readonly (readonly T[])[],
  skip: number,
  take: number,
): { items: T[]; hasMore: boolean } {
  const merged = sources.flat().sort(byNewestActivity);
  return { items: merged.slice(skip, skip + take), hasMore: merged.length > skip + take };
}

/** What a listing item says: "Listed 12 Beach Road, Bondi NSW 2026", "Sold …", "Leased …". */
export function listingActivityHeadline(
  type: "ListedAProperty" | "SoldOrLeasedAProperty",
  status: "buy" | "rent" | "sold" | "leased",
  address: string,
): string {
  if (type === "ListedAProperty")
    return `Listed ${status === "rent" || status === "leased" ? "for rent" : "for sale"}: ${address}`;
  return `${status === "leased" ? "Leased" : "Sold"} ${address}`;
}
