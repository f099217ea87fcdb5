/**
 * The per-user viewed and enquired lists: listing ids, newest first, no
 * duplicates, at most 100. Pure functions; the browser hook stores them under a key made from
 * the user id.
 */
export const RECENT_LIST_LIMIT = 100;

export type RecentListKind = "viewed" | "enquired";

/** Visitors without an account share one anonymous list per browser. */
export const ANONYMOUS_USER = "anon";

export function recentListKey(kind: RecentListKind, userId: string | null | undefined): string {
  return `${kind}-listings:${userId || ANONYMOUS_USER}`;
}

/** Puts `id` first, drops its older entry, keeps the newest RECENT_LIST_LIMIT. */
export function addToRecentList(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((entry) => entry !== id)].slice(0, RECENT_LIST_LIMIT);
}

export function removeFromRecentList(list: readonly string[], id: string): string[] {
  return list.filter((entry) => entry !== id);
}

/** Whatever was stored (another version, hand-edited storage) read back as a valid list. */
export function parseRecentList(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((entry): entry is string => typeof entry === "string" && /^\d{1,16}$/.test(entry));
    return [...new Set(ids)].slice(0, RECENT_LIST_LIMIT);
  } catch {
    return [];
  }
}
