import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Locals' voice: reviews of suburbs and streets, questions about a place, answers, comments,
 * helpful marks, answer votes and reports. The pure rules (kinds, visibility, limits) live in
 * lib/community; these are their tables.
 *
 * Every post carries `visibility` (visible, held after enough reports, hidden or removed by a
 * moderator, deleted by its author) and `report_count`; who sees what is decided in one place
 * (lib/community/visibility.ts). Counters on a post (helpful marks, answers, votes, comments) are
 * kept by the statement that changes their rows, so a list never counts rows to show them.
 */
export const REVIEWER_KINDS = ["local", "visitor", "agent"] as const;
export const POST_VISIBILITIES = ["visible", "held", "hidden", "removed", "deleted"] as const;
export const COMMENT_PARENTS = ["review", "answer"] as const;
/** `agentReview`: a review of an agent (agent_reviews), reported and moderated like the others. */
export const POST_TYPES = ["review", "question", "answer", "comment", "agentReview"] as const;

/** One review per member per place (the unique index decides, also for two sent at once). */
export const locationReviews = sqliteTable(
  "location_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    locationId: integer("location_id").notNull(),
    memberId: text("member_id"),
    authorName: text("author_name").notNull(),
    reviewerKind: text("reviewer_kind", { enum: REVIEWER_KINDS }).notNull(),
    rating: integer("rating").notNull(),
    safety: integer("safety"),
    familyFriendliness: integer("family_friendliness"),
    communitySpirit: integer("community_spirit"),
    transport: integer("transport"),
    schoolAccess: integer("school_access"),
    loves: text("loves").notNull(),
    considerations: text("considerations").notNull(),
    helpfulCount: integer("helpful_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    reportCount: integer("report_count").notNull().default(0),
    visibility: text("visibility", { enum: POST_VISIBILITIES }).notNull().default("visible"),
    /** Whether the author could post links when they wrote it (new members' links are held back). */
    linksAllowed: integer("links_allowed", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("location_reviews_location_created_idx").on(t.locationId, t.visibility, t.createdAt),
    uniqueIndex("location_reviews_location_member_uq").on(t.locationId, t.memberId),
    index("location_reviews_member_idx").on(t.memberId, t.createdAt),
  ],
);

/** A member found a review helpful: once (primary key), counted on the review in the same batch. */
export const reviewHelpfulMarks = sqliteTable(
  "review_helpful_marks",
  {
    memberId: text("member_id").notNull(),
    reviewId: integer("review_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.reviewId] }), index("review_helpful_marks_review_idx").on(t.reviewId)],
);

/** Comments on a review or on an answer. */
export const postComments = sqliteTable(
  "post_comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    parentType: text("parent_type", { enum: COMMENT_PARENTS }).notNull(),
    parentId: integer("parent_id").notNull(),
    memberId: text("member_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    reportCount: integer("report_count").notNull().default(0),
    visibility: text("visibility", { enum: POST_VISIBILITIES }).notNull().default("visible"),
    /** Whether the author could post links when they wrote it (new members' links are held back). */
    linksAllowed: integer("links_allowed", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("post_comments_parent_idx").on(t.parentType, t.parentId, t.createdAt),
    index("post_comments_member_idx").on(t.memberId, t.createdAt),
  ],
);

/** A question about a place. `slug` makes its unique uri (`/questions/{id}-{slug}`). */
export const questions = sqliteTable(
  "questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    locationId: integer("location_id").notNull(),
    memberId: text("member_id"),
    authorName: text("author_name").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    slug: text("slug").notNull(),
    answerCount: integer("answer_count").notNull().default(0),
    bestAnswerId: integer("best_answer_id"),
    reportCount: integer("report_count").notNull().default(0),
    visibility: text("visibility", { enum: POST_VISIBILITIES }).notNull().default("visible"),
    /** Whether the author could post links when they wrote it (new members' links are held back). */
    linksAllowed: integer("links_allowed", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
    lastActivityAt: integer("last_activity_at").notNull(),
  },
  (t) => [
    index("questions_location_created_idx").on(t.locationId, t.visibility, t.createdAt),
    index("questions_location_activity_idx").on(t.locationId, t.visibility, t.lastActivityAt),
    index("questions_visibility_created_idx").on(t.visibility, t.createdAt),
    index("questions_unanswered_idx").on(t.visibility, t.answerCount, t.createdAt),
    index("questions_member_idx").on(t.memberId, t.createdAt),
  ],
);

/** An answer; `score` is up votes minus down votes, kept by the vote statements. */
export const answers = sqliteTable(
  "answers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    questionId: integer("question_id").notNull(),
    memberId: text("member_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    score: integer("score").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    reportCount: integer("report_count").notNull().default(0),
    visibility: text("visibility", { enum: POST_VISIBILITIES }).notNull().default("visible"),
    /** Whether the author could post links when they wrote it (new members' links are held back). */
    linksAllowed: integer("links_allowed", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("answers_question_idx").on(t.questionId, t.visibility, t.score),
    index("answers_member_idx").on(t.memberId, t.createdAt),
  ],
);

/** One vote per member per answer: +1 or -1; changing it replaces it. */
export const answerVotes = sqliteTable(
  "answer_votes",
  {
    memberId: text("member_id").notNull(),
    answerId: integer("answer_id").notNull(),
    value: integer("value").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.answerId] }),
    // Every vote recounts its answer's score from the votes (sum of value by answer): without this
    // that recount reads every vote in the country (migration 0036).
    index("answer_votes_answer_idx").on(t.answerId, t.value),
  ],
);

/** A member reports a post once; the post's `report_count` follows in the same batch. */
export const postReports = sqliteTable(
  "post_reports",
  {
    memberId: text("member_id").notNull(),
    postType: text("post_type", { enum: POST_TYPES }).notNull(),
    postId: integer("post_id").notNull(),
    reason: text("reason").notNull(),
    createdAt: integer("created_at").notNull(),
    /**
     * Set when a moderator decided on the post: a settled report no longer counts towards holding
     * it, and its row stays, so the same members cannot hold a restored post again.
     */
    settledAt: integer("settled_at"),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.postType, t.postId] }),
    index("post_reports_post_idx").on(t.postType, t.postId),
  ],
);

/**
 * How many visible questions a place has, and how many of them are unanswered (location 0: the
 * whole country), kept by triggers on `questions` (migration 0029), so a Q&A page shows its page
 * count without counting a million rows per request.
 */
export const questionCounts = sqliteTable("question_counts", {
  locationId: integer("location_id").primaryKey(),
  visible: integer("visible").notNull().default(0),
  unanswered: integer("unanswered").notNull().default(0),
});

/**
 * Each reviewed place's sums over its visible reviews (overall rating and each factor, with how
 * many reviews rated that factor), kept by triggers on `location_reviews` (migration 0029). The
 * rankings read these rows, one per place, never the reviews themselves. `region_id` and
 * `state_id` are the place's, copied so a region's or a state's places are one index range.
 */
export const locationReviewStats = sqliteTable(
  "location_review_stats",
  {
    locationId: integer("location_id").primaryKey(),
    placeType: text("place_type").notNull(),
    regionId: integer("region_id"),
    stateId: integer("state_id"),
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    safetySum: integer("safety_sum").notNull().default(0),
    safetyCount: integer("safety_count").notNull().default(0),
    familyFriendlinessSum: integer("family_friendliness_sum").notNull().default(0),
    familyFriendlinessCount: integer("family_friendliness_count").notNull().default(0),
    communitySpiritSum: integer("community_spirit_sum").notNull().default(0),
    communitySpiritCount: integer("community_spirit_count").notNull().default(0),
    transportSum: integer("transport_sum").notNull().default(0),
    transportCount: integer("transport_count").notNull().default(0),
    schoolAccessSum: integer("school_access_sum").notNull().default(0),
    schoolAccessCount: integer("school_access_count").notNull().default(0),
  },
  (t) => [
    index("location_review_stats_region_idx").on(t.regionId, t.placeType),
    index("location_review_stats_state_idx").on(t.stateId, t.placeType),
  ],
);
