import { z } from "zod";
import { plainText } from "../free-text";
import type { Viewer } from "../../auth/roles";
import { POST_TYPES } from "../../db/schema/community";
import {
  decideOnPost,
  getPostRef,
  markDeleted,
  ownPostIds,
  reportedPosts,
  reportPost as insertReport,
  type PostRef,
  type PostType,
  type QueueRow,
} from "../../db/queries/community/moderation";
import { getAnswer, getQuestion } from "../../db/queries/community/questions";
import { getLocationReview } from "../../db/queries/community/location-reviews";
import { questionPath } from "../../community/question-urls";
import { REPORT_THRESHOLD, TEXT_LIMITS } from "../../community/limits";
import { MODERATION_ACTIONS, type ModerationAction } from "../../community/visibility";
import type { StaffViewer } from "../../staff/roles";
import { auditRow, requireStaff } from "../staff/staff-access";
import type { ServiceContext } from "../context";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import { reserveVote } from "./author";
import { locationUriOf } from "../locations/get-location";
import { getAgents } from "../agents/get-agents";

const postRef = {
  postType: z.enum(POST_TYPES, { error: "Choose a review, question, answer, comment or agent review" }),
  postId: z.coerce.number({ message: "Choose a post" }).int("Choose a post").positive("Choose a post"),
};

export const reportInput = z
  .object({
    ...postRef,
    reason: plainText(
      z
        .string()
        .trim()
        .max(TEXT_LIMITS.reportReason.max, `Keep the reason under ${TEXT_LIMITS.reportReason.max} characters`),
      "The reason",
      { multiline: true },
    ).default(""),
  })
  .strict();

/**
 * The page that shows the post, whose shared copy a change to it makes stale: the place's page
 * for a review, the question's page for a question, an answer or an answer's comment, the
 * agent's profile for a review of an agent.
 */
async function pageOfPost(ctx: ServiceContext, post: PostRef): Promise<string | null> {
  let parent = post.parent;
  if (parent.type === "agent") {
    const [agent] = await getAgents(ctx, [parent.id]);
    return agent?.profileUrl ?? null;
  }
  if (parent.type === "review") {
    const review = await getLocationReview(ctx.db, parent.id);
    if (!review) return null;
    parent = { type: "location", id: review.locationId };
  }
  if (parent.type === "answer") {
    const answer = await getAnswer(ctx.db, parent.id);
    if (!answer) return null;
    parent = { type: "question", id: answer.questionId };
  }
  if (parent.type === "location") {
    if (post.postType === "question") {
      const question = await getQuestion(ctx.db, post.id);
      return question ? questionPath(question.id, question.slug) : null;
    }
    return locationUriOf(ctx, parent.id);
  }
  const question = await getQuestion(ctx.db, parent.id);
  return question ? questionPath(question.id, question.slug) : null;
}

/**
 * A member reports a post: once per post (a repeat changes nothing), never their own. At
 * REPORT_THRESHOLD distinct open reports the post is held from visitors until a moderator decides.
 */
export async function reportPost(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ postType: PostType; postId: number; held: boolean; pageUri: string | null }>> {
  const member = requireMember(viewer);
  const parsed = reportInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { postType, postId, reason } = parsed.data;
  const post = await getPostRef(ctx.db, postType, postId);
  if (!post || post.visibility !== "visible") return fail("NOT_FOUND", `That ${postType} is no longer there.`);
  if (post.memberId === member.memberId) return fail("FORBIDDEN", "You cannot report your own post.");
  const limited = await reserveVote(ctx, member);
  if (limited) return limited;
  const after = await insertReport(
    ctx.db,
    post,
    { memberId: member.memberId, reason, createdAt: ctx.now },
    REPORT_THRESHOLD,
  );
  const held = after?.visibility === "held";
  // Only a post that just left visitors' sight changes the shared page.
  return { ok: true, postType, postId, held, pageUri: held ? await pageOfPost(ctx, post) : null };
}

/** A member deletes a post of their own (gone for everyone). */
export async function deleteOwnPost(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ postType: PostType; postId: number; pageUri: string | null }>> {
  const member = requireMember(viewer);
  const parsed = z.object(postRef).strict().safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { postType, postId } = parsed.data;
  const post = await getPostRef(ctx.db, postType, postId);
  if (!post || post.visibility === "deleted") return fail("NOT_FOUND", `That ${postType} is no longer there.`);
  if (post.memberId !== member.memberId) return fail("FORBIDDEN", "You can only delete your own posts.");
  if (post.visibility === "removed") return fail("FORBIDDEN", `A moderator removed that ${postType}.`);
  await markDeleted(ctx.db, post, member.memberId);
  return { ok: true, postType, postId, pageUri: await pageOfPost(ctx, post) };
}

/** At most this many ids are checked per call: a page shows far fewer posts of one kind. */
const OWN_POSTS_CHECKED = 100;

/**
 * Which of these posts the signed-in member wrote, so the shared page can offer them "Delete"
 * in the browser. A visitor has none.
 */
export async function myPostIds(
  ctx: Pick<ServiceContext, "db">,
  viewer: Viewer | null,
  postType: PostType,
  postIds: readonly number[],
): Promise<number[]> {
  if (!viewer) return [];
  return ownPostIds(ctx.db, postType, viewer.memberId, postIds.slice(0, OWN_POSTS_CHECKED));
}

export type ModerationItem = QueueRow;

/** The moderation queue: held posts first, then reported ones, most reported first. */
export async function getModerationQueue(
  ctx: Pick<ServiceContext, "db">,
  viewer: StaffViewer | null,
  take = 50,
): Promise<ModerationItem[]> {
  requireStaff(viewer, "moderation");
  return reportedPosts(ctx.db, take);
}

export const moderationInput = z
  .object({
    ...postRef,
    action: z.enum(Object.keys(MODERATION_ACTIONS) as [ModerationAction, ...ModerationAction[]], {
      error: "Choose hide, restore or remove",
    }),
    reason: z
      .string({ message: "Give the reason for the audit trail" })
      .trim()
      .min(3, "Give the reason for the audit trail")
      .max(500, "Keep the reason under 500 characters"),
  })
  .strict();

/**
 * A moderator hides, restores or removes a post, with the reason kept in the audit trail (written
 * in the same transaction as the change). An author's deleted post is not a moderator's to bring back.
 */
export async function moderatePost(
  ctx: ServiceContext,
  viewer: StaffViewer | null,
  raw: unknown,
): Promise<Result<{ postType: PostType; postId: number; visibility: string; pageUri: string | null }>> {
  const actor = requireStaff(viewer, "moderation");
  const parsed = moderationInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { postType, postId, action, reason } = parsed.data;
  const post = await getPostRef(ctx.db, postType, postId);
  if (!post || post.visibility === "deleted") return fail("NOT_FOUND", `That ${postType} is no longer there.`);
  const visibility = MODERATION_ACTIONS[action];
  await decideOnPost(
    ctx.db,
    post,
    visibility,
    ctx.now,
    auditRow(actor, ctx.now, {
      action: `community.${action}`,
      subject: `${postType} ${postId}`,
      before: { visibility: post.visibility, reports: post.reportCount },
      after: { visibility, reason },
    }),
  );
  return { ok: true, postType, postId, visibility, pageUri: await pageOfPost(ctx, post) };
}
