/**
 * A member's community activity on their profile: the product's activity item types for what a
 * member wrote about places. (ListedAProperty, SoldOrLeasedAProperty and Reviewed belong to agents
 * and their reviews, not to locals' voice.)
 */
export const ACTIVITY_TYPES = ["ReviewedALocation", "AskedAQuestion", "AnsweredAQuestion"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Items shown on a profile: the newest, across the three kinds. */
export const ACTIVITY_ITEMS = 20;

/** Newest first; equal times in a fixed order (kind, then id), so a page never shuffles. */
export function newestActivityFirst<T extends { type: ActivityType; id: number; at: number }>(
  items: readonly T[],
  take: number = ACTIVITY_ITEMS,
): T[] {
  return [...items]
    .sort((a, b) => b.at - a.at || ACTIVITY_TYPES.indexOf(a.type) - ACTIVITY_TYPES.indexOf(b.type) || b.id - a.id)
    .slice(0, take);
}

/** What an item says: "Reviewed Bondi", "Asked about Bondi", "Answered a question about Bondi". */
export function activityHeadline(type: ActivityType, placeName: string | null): string {
  const place = placeName ?? "a place";
  if (type === "ReviewedALocation") return `Reviewed ${place}`;
  if (type === "AskedAQuestion") return `Asked about ${place}`;
  return `Answered a question about ${place}`;
}
