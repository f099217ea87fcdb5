/**
 * The community's limits (docs/community.md says why each is what it is). Pure numbers, shared by
 * the services that enforce them and the forms that show them.
 */

/** Q&A lists show 5 questions a page, as the product's Q&A take is 5. */
export const QUESTIONS_PAGE_SIZE = 5;
/** A place's reviews, a page at a time. */
export const REVIEWS_PAGE_SIZE = 5;
/** Answers on a question page (a question with more is rare; the rest are on later pages). */
export const ANSWERS_PAGE_SIZE = 50;

export const TEXT_LIMITS = {
  reviewLoves: { min: 20, max: 2_000 },
  reviewConsiderations: { min: 0, max: 2_000 },
  questionTitle: { min: 10, max: 150 },
  questionBody: { min: 0, max: 2_000 },
  answer: { min: 10, max: 5_000 },
  comment: { min: 2, max: 1_000 },
  reportReason: { min: 0, max: 500 },
} as const;

/**
 * Reports that hold a post back from visitors until a moderator decides. Three: one report is one
 * person's opinion (and would let anyone silence anyone), three independent members agreeing is a
 * signal; a moderator then restores or removes it.
 */
export const REPORT_THRESHOLD = 3;

/** A member counts as new (their links are held back) for this long after joining. */
export const NEW_MEMBER_MS = 7 * 24 * 60 * 60 * 1000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Per-member rate limits on writing posts and on votes and helpful marks. */
export const COMMUNITY_RATE_LIMITS = {
  postsPerMinute: { max: 5, windowMs: MINUTE },
  postsPerDay: { max: 100, windowMs: 24 * HOUR },
  votesPerMinute: { max: 60, windowMs: MINUTE },
} as const;
