import { z } from "zod";
import { commentInput } from "../../../services/community/comments";
import { reviewIdInput } from "../../../services/community/location-reviews";
import { locationUserDataInput } from "../../../services/community/location-user-data";
import { reportInput } from "../../../services/community/moderation";
import { answerInput, askInput, voteInput } from "../../../services/community/questions";
import { defineOperation, type ApiOperation } from "../operation";
import { locationReviewShape } from "./community";

/*
 * The legacy client's community calls (`/posts/…`, `/user/report`, a place's `questions/…` and the
 * overview's user data): members only, with the session cookie, never cached. A call that changes
 * something comes from this site's Origin only. Their bodies are built from the fields of the
 * schemas the community services parse with (lib/services/community/), because the route passes
 * those fields on to the service under its own names (a comment's `reviewId` is the service's
 * `parentId`); the service's parse is the one that answers, so its messages are the ones shown.
 */

const TAG = "Legacy community calls";
const id = z.number().int();
const text = z.string();

/** A seeded suburb the examples are about. */
const BONDI = { slug: "bondi-nsw-2026", uniqueUri: "/nsw/bondi-2026" };
const PLACE_NOTE =
  "`{slug}` is the place's page slug (`/locations/{slug}/…`); the place's uniqueUri form (`/nsw/bondi-2026/questions/…`) is the same call.";

const slugParam = z
  .string()
  .meta({ description: "The place's slug, as in its page /locations/{slug}.", example: BONDI.slug });
const postMetaFields = {
  id,
  authorName: text,
  createdAt: text,
  linksAllowed: z.boolean().meta({ description: "Whether the text's web addresses are shown as links." }),
};
const commentShape = z
  .looseObject({
    ...postMetaFields,
    parentType: z.enum(["review", "answer"]),
    parentId: id,
    body: text.meta({ description: "Plain text, never HTML." }),
  })
  .meta({ id: "PostComment" });
const answerShape = z
  .looseObject({
    ...postMetaFields,
    questionId: id,
    body: text.meta({ description: "Plain text, never HTML." }),
    score: z.number().int(),
    isBest: z.boolean(),
    commentCount: z.number().int(),
  })
  .meta({ id: "Answer" });
const helpfulAnswer = z.object({ reviewId: id, helpful: z.boolean(), helpfulCount: z.number().int() });
const followAnswer = z.object({
  postId: text.meta({ description: "The question's id, as sent in the path." }),
  following: z.boolean(),
});
const questionIdParam = z.object({ id: z.string().meta({ description: "The question's id.", example: "1" }) });

export const legacyMarkReviewHelpful = defineOperation({
  id: "legacyMarkReviewHelpful",
  legacy: true,
  method: "POST",
  path: "/posts/review/helpful",
  tag: TAG,
  summary: "Marks a place's review helpful (once: a repeat, even sent in parallel, changes nothing)",
  description: "Not on one's own review (403).",
  access: "member",
  body: reviewIdInput,
  response: helpfulAnswer,
  successStatus: 200,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "RATE_LIMITED", "TOO_LARGE"],
  example: { body: { reviewId: 1 } },
});

export const legacyUndoReviewHelpful = defineOperation({
  id: "legacyUndoReviewHelpful",
  legacy: true,
  method: "POST",
  path: "/posts/review/undohelpfulorunhelpful",
  tag: TAG,
  summary: "Takes the member's helpful mark on a review back",
  access: "member",
  body: reviewIdInput,
  response: helpfulAnswer,
  successStatus: 200,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "RATE_LIMITED", "TOO_LARGE"],
  example: { body: { reviewId: 1 } },
});

export const legacyCommentOnReview = defineOperation({
  id: "legacyCommentOnReview",
  legacy: true,
  method: "POST",
  path: "/posts/review/savecomment",
  tag: TAG,
  summary: "Comments on a place's review",
  access: "member",
  body: z.object({ reviewId: commentInput.shape.parentId, body: commentInput.shape.body }),
  response: z.object({ comment: commentShape }),
  successStatus: 201,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "RATE_LIMITED", "TOO_LARGE"],
  example: { body: { reviewId: 1, body: "Agreed: the Sunday market is worth the walk." } },
});

export const legacyFollowQuestion = defineOperation({
  id: "legacyFollowQuestion",
  legacy: true,
  method: "POST",
  path: "/posts/post/follow/{id}",
  tag: TAG,
  summary: "Follows a question: its new answers are mailed to the member (following twice is still following). No body",
  access: "member",
  params: questionIdParam,
  response: followAnswer,
  successStatus: 200,
  errors: ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "CONFLICT"],
  example: { params: { id: "1" } },
});

export const legacyUnfollowQuestion = defineOperation({
  id: "legacyUnfollowQuestion",
  legacy: true,
  method: "POST",
  path: "/posts/post/unfollow/{id}",
  tag: TAG,
  summary: "Stops following a question. No body",
  access: "member",
  params: questionIdParam,
  response: followAnswer,
  successStatus: 200,
  errors: ["UNAUTHENTICATED", "FORBIDDEN"],
  example: { params: { id: "1" } },
});

export const legacyAnswerQuestion = defineOperation({
  id: "legacyAnswerQuestion",
  legacy: true,
  method: "POST",
  path: "/posts/questions/answer",
  tag: TAG,
  summary: "Answers a question; its followers (the asker among them) are mailed",
  access: "member",
  body: z.object({ questionId: answerInput.shape.questionId, body: answerInput.shape.body }),
  response: z.object({ answer: answerShape }),
  successStatus: 201,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "RATE_LIMITED", "TOO_LARGE"],
  example: { body: { questionId: 1, body: "Yes: the 333 bus runs every ten minutes at peak." } },
});

export const legacyCommentOnAnswer = defineOperation({
  id: "legacyCommentOnAnswer",
  legacy: true,
  method: "POST",
  path: "/posts/questions/answercomment",
  tag: TAG,
  summary: "Comments on an answer",
  access: "member",
  body: z.object({ answerId: commentInput.shape.parentId, body: commentInput.shape.body }),
  response: z.object({ comment: commentShape }),
  successStatus: 201,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "RATE_LIMITED", "TOO_LARGE"],
  example: { body: { answerId: 1, body: "Thanks, that settles it." } },
});

export const legacyReportPost = defineOperation({
  id: "legacyReportPost",
  legacy: true,
  method: "POST",
  path: "/user/report",
  tag: TAG,
  summary: "Reports a post (once); at three members' reports it is held from visitors until a moderator decides",
  description:
    "Reviews, questions, answers, comments and agent reviews are numbered apart, so the body names the kind of post. Not one's own post (403).",
  access: "member",
  query: z.object({
    postId: z.string().meta({ description: "The reported post's id.", example: "1" }),
  }),
  body: z.object({ postType: reportInput.shape.postType, reason: reportInput.shape.reason }),
  response: z.object({
    postType: reportInput.shape.postType,
    postId: id,
    held: z.boolean().meta({ description: "Whether this report held the post from visitors." }),
  }),
  successStatus: 200,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "RATE_LIMITED", "TOO_LARGE"],
  example: { query: { postId: "1" }, body: { postType: "review", reason: "Advertising" } },
});

export const legacyAskQuestion = defineOperation({
  id: "legacyAskQuestion",
  legacy: true,
  method: "POST",
  path: "/locations/{slug}/questions/ask",
  tag: TAG,
  summary: "Asks a question about a place; the asker follows it",
  description: PLACE_NOTE,
  access: "member",
  params: z.object({ slug: slugParam }),
  body: z.object({ title: askInput.shape.title, body: askInput.shape.body }),
  response: z.object({
    question: z.object({
      id,
      uri: text.meta({ description: "The question's page, /questions/{id}-{words}." }),
      title: text,
    }),
  }),
  successStatus: 201,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "RATE_LIMITED", "TOO_LARGE"],
  example: {
    params: { slug: BONDI.slug },
    body: { title: "Is the Bondi to Bronte walk busy at dawn?", body: "Thinking of moving close to it." },
  },
});

export const legacyVoteOnAnswer = defineOperation({
  id: "legacyVoteOnAnswer",
  legacy: true,
  method: "POST",
  path: "/locations/{slug}/questions/{id}/vote",
  tag: TAG,
  summary: "Votes an answer of the question up (1) or down (-1), or takes the vote back (0): one vote per member",
  description: `${PLACE_NOTE} The answer must be one of question {id}'s and the question about that place (404 otherwise); not one's own answer (403).`,
  access: "member",
  params: z.object({
    slug: slugParam,
    id: z.string().meta({ description: "The question's id.", example: "1" }),
  }),
  body: z.object({ answerId: voteInput.shape.answerId, value: voteInput.shape.value }),
  response: z.object({ answerId: id, vote: z.number().int(), score: z.number().int() }),
  successStatus: 200,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "RATE_LIMITED", "TOO_LARGE"],
  example: { params: { slug: BONDI.slug, id: "1" }, body: { answerId: 1, value: 1 } },
});

export const legacyLocationUserData = defineOperation({
  id: "legacyLocationUserData",
  legacy: true,
  method: "GET",
  path: "/locations/location/overviewjsonuserdata",
  tag: TAG,
  summary: "What a place's overview shows the signed-in member only: whether they follow it and their review of it",
  description:
    "The place by its uniqueUri (`/nsw/bondi-2026`) or its page slug. Private: never kept by a shared cache.",
  access: "member",
  query: locationUserDataInput,
  response: z.object({
    location: z.object({ id, uri: text, displayText: text }),
    following: z.boolean(),
    review: locationReviewShape.nullable(),
  }),
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "NOT_FOUND"],
  example: { query: { locationUniqueUri: BONDI.uniqueUri } },
});

export const communityLegacyOperations: readonly ApiOperation[] = [
  legacyMarkReviewHelpful,
  legacyUndoReviewHelpful,
  legacyCommentOnReview,
  legacyReportPost,
  legacyFollowQuestion,
  legacyUnfollowQuestion,
  legacyAskQuestion,
  legacyAnswerQuestion,
  legacyCommentOnAnswer,
  legacyVoteOnAnswer,
  legacyLocationUserData,
];
