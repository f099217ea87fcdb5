/**
 * Who sees a post. A post is visible, held (enough members reported it: out of sight until a
 * moderator decides), hidden or removed by a moderator, or deleted by its author.
 *
 * - a visitor or another member sees visible posts only;
 * - the author also sees their own held or hidden post (marked as such), so they know why others
 *   do not, but not what they deleted or a moderator removed;
 * - a moderator sees everything except what an author deleted (that is gone for everyone).
 */
export type Visibility = "visible" | "held" | "hidden" | "removed" | "deleted";

export type Audience = "visitor" | "member" | "author" | "moderator";

export function audienceOf(
  viewer: { memberId: string; moderator?: boolean } | null,
  authorId: string | null,
): Audience {
  if (!viewer) return "visitor";
  if (viewer.moderator) return "moderator";
  if (authorId !== null && viewer.memberId === authorId) return "author";
  return "member";
}

const SEES: Record<Audience, readonly Visibility[]> = {
  visitor: ["visible"],
  member: ["visible"],
  author: ["visible", "held", "hidden"],
  moderator: ["visible", "held", "hidden", "removed"],
};

/** The visibilities this audience sees, for queries that filter by them. */
export function visibleTo(audience: Audience): readonly Visibility[] {
  return SEES[audience];
}

export function canSee(audience: Audience, visibility: Visibility): boolean {
  return SEES[audience].includes(visibility);
}

/** What a moderator's decision sets. */
export const MODERATION_ACTIONS = { hide: "hidden", restore: "visible", remove: "removed" } as const;
export type ModerationAction = keyof typeof MODERATION_ACTIONS;

/** The note shown to an author (or moderator) on a post others cannot see. */
export function visibilityNote(visibility: Visibility): string | null {
  if (visibility === "held") return "Held for review: members reported this post and a moderator will decide.";
  if (visibility === "hidden") return "Hidden by a moderator.";
  if (visibility === "removed") return "Removed by a moderator.";
  return null;
}
