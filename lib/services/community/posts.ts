import type { Viewer } from "../../auth/roles";
import { audienceOf, canSee, visibilityNote, type Audience, type Visibility } from "../../community/visibility";

/** What every post shows besides its own fields. */
export interface PostMeta {
  id: number;
  authorName: string;
  createdAt: string;
  /** Whether the text's web addresses are links (false: shown as plain text). */
  linksAllowed: boolean;
  /** Set when the viewer sees a post others cannot (their own held post, a moderator). */
  visibilityNote: string | null;
  viewerIsAuthor: boolean;
}

interface PostRow {
  id: number;
  memberId: string | null;
  authorName: string;
  createdAt: number;
  linksAllowed: boolean;
  visibility: Visibility;
}

export function postMeta(row: PostRow, viewer: Viewer | null): PostMeta {
  return {
    id: row.id,
    authorName: row.authorName,
    createdAt: new Date(row.createdAt).toISOString(),
    linksAllowed: row.linksAllowed,
    visibilityNote: visibilityNote(row.visibility),
    viewerIsAuthor: viewer !== null && row.memberId === viewer.memberId,
  };
}

/**
 * Visibilities a list shows. Lists are the same for visitors and members (they are shared by the
 * page cache); an author finds their own held post on its own page, a moderator in the queue.
 */
export const LISTED: Visibility[] = ["visible"];

/** Whether this viewer sees this post (visitor, member, author, moderator: lib/community/visibility). */
export function viewerSees(viewer: Viewer | null, row: Pick<PostRow, "memberId" | "visibility">): boolean {
  return canSee(audienceOf(viewer, row.memberId), row.visibility);
}

export type { Audience };
