import { z } from "zod";
import { plainText } from "../free-text";
import type { Viewer } from "../../auth/roles";
import { getLocationReview } from "../../db/queries/community/location-reviews";
import { getAnswer, getQuestion } from "../../db/queries/community/questions";
import { questionPath } from "../../community/question-urls";
import {
  insertComment,
  listComments,
  type CommentParent,
  type CommentRow,
} from "../../db/queries/community/post-comments";
import { COMMENT_PARENTS } from "../../db/schema/community";
import { TEXT_LIMITS } from "../../community/limits";
import type { ServiceContext } from "../context";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import { authorLinksAllowed, reservePost } from "./author";
import { locationUriOf } from "../locations/get-location";
import { LISTED, postMeta, type PostMeta } from "./posts";

export interface PostComment extends PostMeta {
  parentType: CommentParent;
  parentId: number;
  body: string;
}

export function toComment(row: CommentRow, viewer: Viewer | null): PostComment {
  return { ...postMeta(row, viewer), parentType: row.parentType, parentId: row.parentId, body: row.body };
}

/** Comments shown under each review or answer. */
export const COMMENTS_PER_POST = 20;

export const commentInput = z
  .object({
    parentType: z.enum(COMMENT_PARENTS, { error: "Comment on a review or an answer" }),
    parentId: z.coerce.number({ message: "Choose what to comment on" }).int().positive("Choose what to comment on"),
    body: plainText(
      z
        .string({ message: "Write a comment" })
        .trim()
        .min(TEXT_LIMITS.comment.min, "Write a comment")
        .max(
          TEXT_LIMITS.comment.max,
          `Keep your comment under ${TEXT_LIMITS.comment.max.toLocaleString("en-AU")} characters`,
        ),
      "Your comment",
      { multiline: true },
    ),
  })
  .strict();

/**
 * The page showing the parent if it takes comments (a held or removed post takes none): the
 * review's place, or the answer's question. Null when it cannot be commented on.
 */
async function openParentPage(
  ctx: ServiceContext,
  parentType: CommentParent,
  parentId: number,
): Promise<{ pageUri: string | null } | null> {
  if (parentType === "review") {
    const review = await getLocationReview(ctx.db, parentId);
    return review?.visibility === "visible" ? { pageUri: await locationUriOf(ctx, review.locationId) } : null;
  }
  const answer = await getAnswer(ctx.db, parentId);
  if (answer?.visibility !== "visible") return null;
  const question = await getQuestion(ctx.db, answer.questionId);
  return question?.visibility === "visible" ? { pageUri: questionPath(question.id, question.slug) } : null;
}

/** A member comments on a review or an answer. */
export async function commentOnPost(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ comment: PostComment; pageUri: string | null }>> {
  const member = requireMember(viewer);
  const parsed = commentInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { parentType, parentId, body } = parsed.data;
  const parent = await openParentPage(ctx, parentType, parentId);
  if (!parent) return fail("NOT_FOUND", `That ${parentType} is no longer there.`);
  const limited = await reservePost(ctx, member);
  if (limited) return limited;
  const row = await insertComment(ctx.db, {
    parentType,
    parentId,
    memberId: member.memberId,
    authorName: member.name,
    body,
    linksAllowed: await authorLinksAllowed(ctx, member),
    createdAt: ctx.now,
  });
  return { ok: true, comment: toComment(row, member), pageUri: parent.pageUri };
}

/** Visible comments of these parents, grouped by parent id. */
export async function getComments(
  ctx: ServiceContext,
  viewer: Viewer | null,
  parentType: CommentParent,
  parentIds: readonly number[],
): Promise<Map<number, PostComment[]>> {
  const rows = await listComments(ctx.db, parentType, parentIds, LISTED, COMMENTS_PER_POST);
  const byParent = new Map<number, PostComment[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(toComment(row, viewer));
    byParent.set(row.parentId, list);
  }
  return byParent;
}
