import type { Viewer } from "../../auth/roles";
import { ACTIVITY_ITEMS, activityHeadline, newestActivityFirst, type ActivityType } from "../../community/activity";
import { questionPath } from "../../community/question-urls";
import { audienceOf, visibilityNote, visibleTo } from "../../community/visibility";
import { memberActivityRows } from "../../db/queries/community/member-activity";
import { getLocationsByIds } from "../locations/get-location";
import type { ServiceContext } from "../context";

export interface ActivityItem {
  type: ActivityType;
  id: number;
  /** When it was written (ISO). */
  at: string;
  headline: string;
  /** The start of what they wrote, as text. */
  excerpt: string;
  /** The page it is on. */
  uri: string;
  /** A review's overall rating. */
  rating: number | null;
  /** Set when the viewer (the author, a moderator) sees a post others cannot. */
  visibilityNote: string | null;
}

const EXCERPT = 200;
const excerptOf = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);

/**
 * What a member wrote about places, newest first (ReviewedALocation, AskedAQuestion,
 * AnsweredAQuestion), in what the viewer may see: visitors and other members their visible posts;
 * the member also their own held or hidden ones, marked; a moderator also removed ones. `take`
 * items at most (an agent's activities page deeper than a member's profile shows).
 */
export async function getMemberActivity(
  ctx: ServiceContext,
  viewer: Viewer | null,
  memberId: string,
  take: number = ACTIVITY_ITEMS,
): Promise<ActivityItem[]> {
  const visibilities = visibleTo(audienceOf(viewer, memberId));
  const rows = await memberActivityRows(ctx.db, memberId, visibilities, take);
  const placeIds = [...new Set([...rows.reviews, ...rows.asked, ...rows.answered].map((row) => row.locationId))];
  const places = new Map((await getLocationsByIds(ctx, placeIds)).map((place) => [place.id, place]));
  const items = [
    ...rows.reviews.map((row) => ({
      type: "ReviewedALocation" as const,
      row,
      text: row.text,
      uri: places.get(row.locationId)?.uri ?? null,
      rating: row.rating,
    })),
    ...rows.asked.map((row) => ({
      type: "AskedAQuestion" as const,
      row,
      text: row.title,
      uri: questionPath(row.id, row.slug),
      rating: null,
    })),
    ...rows.answered.map((row) => ({
      type: "AnsweredAQuestion" as const,
      row,
      text: `${row.questionTitle} — ${row.text}`,
      uri: questionPath(row.questionId, row.questionSlug),
      rating: null,
    })),
  ].flatMap((item) => (item.uri === null ? [] : [{ ...item, uri: item.uri, id: item.row.id, at: item.row.at }]));
  return newestActivityFirst(items, take).map((item) => ({
    type: item.type,
    id: item.id,
    at: new Date(item.at).toISOString(),
    headline: activityHeadline(item.type, places.get(item.row.locationId)?.displayText ?? null),
    excerpt: excerptOf(item.text),
    uri: item.uri,
    rating: item.rating,
    visibilityNote: visibilityNote(item.row.visibility),
  }));
}
