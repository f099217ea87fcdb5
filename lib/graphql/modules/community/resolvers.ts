import type { Resolvers } from "../../generated/resolvers-types";
import { commentOnPost } from "../../../services/community/comments";
import {
  getLocationReviews,
  getLocationReviewSummary,
  getMyLocationReview,
  myHelpfulReviewIds,
  setReviewHelpful,
  writeLocationReview,
} from "../../../services/community/location-reviews";
import {
  answerQuestion,
  askQuestion,
  getQuestionPage,
  getQuestionViewerState,
  getQuestions,
  markBestAnswer,
  voteOnAnswer,
} from "../../../services/community/questions";
import { getLocation } from "../../../services/locations/get-location";
import { deliverMailAfterResponse } from "../../../services/mail/deliver-after-response";
import { memberServiceConfig } from "../../../session/server/member-service-config";
import { deleteOwnPost, myPostIds, reportPost } from "../../../services/community/moderation";
import { getMemberActivity } from "../../../services/community/member-activity";
import { payloadOf, resolveOrThrow } from "../../payload";
import { withPurge } from "../../page-purge";

const ids = (values: readonly (string | number)[]) => values.map(Number).filter(Number.isSafeInteger);

export const communityResolvers: Resolvers = {
  Query: {
    myLocationReview: (_, { locationId }, ctx) => getMyLocationReview(ctx, ctx.viewer, Number(locationId)),
    qnaIndex: (_, { sortOrder, page }, ctx) =>
      resolveOrThrow(() =>
        getQuestions(ctx, ctx.viewer, { sortOrder: sortOrder ?? undefined, page: page ?? undefined }),
      ),
    question: (_, { uri }, ctx) => getQuestionPage(ctx, ctx.viewer, uri),
    myQuestionState: async (_, { questionId }, ctx) => {
      const state = await getQuestionViewerState(ctx, ctx.viewer, Number(questionId));
      return {
        isAsker: state.isAsker,
        votes: state.votes.map((vote) => ({ ...vote, answerId: String(vote.answerId) })),
      };
    },
    myHelpfulReviews: async (_, { reviewIds }, ctx) =>
      (await myHelpfulReviewIds(ctx, ctx.viewer, ids(reviewIds))).map(String),
    myPosts: async (_, { postType, postIds }, ctx) =>
      (await myPostIds(ctx, ctx.viewer, postType, ids(postIds))).map(String),
  },
  Mutation: {
    writeLocationReview: (_, { input }, ctx) =>
      payloadOf(
        () => withPurge(ctx, writeLocationReview(ctx, ctx.viewer, input)),
        (result) => ({ review: result.review }),
        () => ({ review: null }),
      ),
    markReviewHelpful: (_, { reviewId }, ctx) =>
      payloadOf(
        () => withPurge(ctx, setReviewHelpful(ctx, ctx.viewer, { reviewId }, true)),
        (result) => ({ reviewId: String(result.reviewId), helpful: true, helpfulCount: result.helpfulCount }),
        () => ({ reviewId: null, helpful: false, helpfulCount: null }),
      ),
    undoReviewHelpful: (_, { reviewId }, ctx) =>
      payloadOf(
        () => withPurge(ctx, setReviewHelpful(ctx, ctx.viewer, { reviewId }, false)),
        (result) => ({ reviewId: String(result.reviewId), helpful: false, helpfulCount: result.helpfulCount }),
        () => ({ reviewId: null, helpful: false, helpfulCount: null }),
      ),
    commentOnPost: (_, { input }, ctx) =>
      payloadOf(
        () => withPurge(ctx, commentOnPost(ctx, ctx.viewer, input)),
        (result) => ({ comment: result.comment }),
        () => ({ comment: null }),
      ),
    askQuestion: (_, { input }, ctx) =>
      payloadOf(
        () => withPurge(ctx, askQuestion(ctx, ctx.viewer, input)),
        (result) => ({ question: result.question }),
        () => ({ question: null }),
      ),
    answerQuestion: (_, { input }, ctx) =>
      payloadOf(
        async () => {
          const result = await withPurge(ctx, answerQuestion(ctx, ctx.viewer, input, memberServiceConfig(ctx.request)));
          if (result.ok && result.mailed > 0) deliverMailAfterResponse();
          return result;
        },
        (result) => ({ answer: { ...result.answer, comments: [], viewerVote: 0 } }),
        () => ({ answer: null }),
      ),
    voteOnAnswer: (_, { input }, ctx) =>
      payloadOf(
        () => withPurge(ctx, voteOnAnswer(ctx, ctx.viewer, input)),
        (result) => ({ answerId: String(result.answerId), vote: result.vote, score: result.score }),
        () => ({ answerId: null, vote: 0, score: null }),
      ),
    reportPost: (_, { postType, postId, reason }, ctx) =>
      payloadOf(
        () => withPurge(ctx, reportPost(ctx, ctx.viewer, { postType, postId, reason: reason ?? undefined })),
        (result) => ({ held: result.held }),
        () => ({ held: false }),
      ),
    deletePost: (_, { postType, postId }, ctx) =>
      payloadOf(
        () => withPurge(ctx, deleteOwnPost(ctx, ctx.viewer, { postType, postId })),
        () => ({}),
        () => ({}),
      ),
    markBestAnswer: (_, { questionId, answerId }, ctx) =>
      payloadOf(
        () => withPurge(ctx, markBestAnswer(ctx, ctx.viewer, { questionId, answerId: answerId ?? null })),
        (result) => ({ bestAnswerId: result.bestAnswerId === null ? null : String(result.bestAnswerId) }),
        () => ({ bestAnswerId: null }),
      ),
  },
  Question: {
    location: (question, _, ctx) =>
      "location" in question && question.location !== undefined
        ? question.location
        : getLocation(ctx, String(question.locationId)),
  },
  LocationReview: {
    comments: (review) => review.comments ?? [],
  },
  UserProfile: {
    activity: async (profile, _, ctx) =>
      (await getMemberActivity(ctx, ctx.viewer, String(profile.member.id))).map((item) => ({
        ...item,
        id: String(item.id),
      })),
  },
  Location: {
    questions: (location, { sortOrder, page }, ctx) =>
      resolveOrThrow(() =>
        getQuestions(ctx, ctx.viewer, {
          locationId: location.id,
          sortOrder: sortOrder ?? undefined,
          page: page ?? undefined,
        }),
      ),
    reviewSummary: (location, _, ctx) => getLocationReviewSummary(ctx, location.id),
    reviews: (location, args, ctx) =>
      resolveOrThrow(() =>
        getLocationReviews(ctx, ctx.viewer, {
          locationId: location.id,
          sort: args.sort ?? undefined,
          reviewerKind: args.reviewerKind ?? undefined,
          minRating: args.minRating ?? undefined,
          recentDays: args.recentDays ?? undefined,
          page: args.page ?? undefined,
        }),
      ),
  },
};
