import { z } from "zod";
import { plainText } from "../free-text";
import type { Viewer } from "../../auth/roles";
import {
  countVisibleQuestions,
  getAnswer,
  getQuestion,
  getQuestionsByIds,
  insertAnswer,
  insertQuestion,
  listAnswers,
  listQuestions,
  setAnswerVote,
  setBestAnswer,
  votesOf,
  type AnswerRow,
  type QuestionRow,
  type QuestionSort,
} from "../../db/queries/community/questions";
import { insertFollowWithinLimit } from "../../db/queries/follows/follows";
import type { Database } from "../../db/database";
import { countMatchesUpTo, newestMatchingIds, searchQuestionIds } from "../../db/queries/community/question-search";
import { ftsQuery, MAX_SEARCH_LENGTH, RANKED_MATCHES_MAX } from "../../community/question-search";
import { ANSWERS_PAGE_SIZE, QUESTIONS_PAGE_SIZE, TEXT_LIMITS } from "../../community/limits";
import { questionIdOf, questionPath, questionSlug } from "../../community/question-urls";
import type { ServiceContext } from "../context";
import { MAX_FOLLOWS } from "../follows/follows";
import { getLocation, getLocationsByIds } from "../locations/get-location";
import type { Location } from "../locations/location";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import { authorLinksAllowed, reservePost, reserveVote } from "./author";
import { getComments, type PostComment } from "./comments";
import { notifyFollowersOfAnswer, type CommunityMailConfig } from "./question-mail";
import { LISTED, postMeta, viewerSees, type PostMeta } from "./posts";

export const QUESTION_SORTS = ["recent", "active", "unanswered", "most_answered"] as const;

export interface Question extends PostMeta {
  title: string;
  body: string;
  uri: string;
  locationId: number;
  answerCount: number;
  bestAnswerId: number | null;
  lastActivityAt: string;
}

/** A question as the transport serves it: lists carry its place. */
export type QuestionModel = Question & { location?: Location | null };

export interface Answer extends PostMeta {
  questionId: number;
  body: string;
  score: number;
  isBest: boolean;
  commentCount: number;
}

export function toQuestion(row: QuestionRow, viewer: Viewer | null): Question {
  return {
    ...postMeta(row, viewer),
    title: row.title,
    body: row.body,
    uri: questionPath(row.id, row.slug),
    locationId: row.locationId,
    answerCount: row.answerCount,
    bestAnswerId: row.bestAnswerId,
    lastActivityAt: new Date(row.lastActivityAt).toISOString(),
  };
}

function toAnswer(row: AnswerRow, viewer: Viewer | null, bestAnswerId: number | null): Answer {
  return {
    ...postMeta(row, viewer),
    questionId: row.questionId,
    body: row.body,
    score: row.score,
    isBest: row.id === bestAnswerId,
    commentCount: row.commentCount,
  };
}

const idOf = (what: string) =>
  z.coerce
    .number({ message: `Choose ${what}` })
    .int(`Choose ${what}`)
    .positive(`Choose ${what}`);

export const askInput = z
  .object({
    locationId: idOf("the place your question is about"),
    title: plainText(
      z
        .string({ message: "Write your question" })
        .trim()
        .min(
          TEXT_LIMITS.questionTitle.min,
          `Write at least ${TEXT_LIMITS.questionTitle.min} characters for your question`,
        )
        .max(TEXT_LIMITS.questionTitle.max, `Keep your question under ${TEXT_LIMITS.questionTitle.max} characters`),
      "Your question",
    ),
    body: plainText(
      z
        .string()
        .trim()
        .max(
          TEXT_LIMITS.questionBody.max,
          `Keep the details under ${TEXT_LIMITS.questionBody.max.toLocaleString("en-AU")} characters`,
        ),
      "The details",
      { multiline: true },
    ).default(""),
  })
  .strict();

/** A member asks about a place (any place: a suburb, a street, a region). The asker follows it. */
export async function askQuestion(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ question: Question; pageUri: string }>> {
  const member = requireMember(viewer);
  const parsed = askInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { locationId, title, body } = parsed.data;
  const location = await getLocation(ctx, String(locationId));
  if (!location) return fail("NOT_FOUND", "Choose the place your question is about.");
  const limited = await reservePost(ctx, member);
  if (limited) return limited;
  const row = await insertQuestion(ctx.db, {
    locationId: location.id,
    memberId: member.memberId,
    authorName: member.name,
    title,
    body,
    slug: questionSlug(title),
    linksAllowed: await authorLinksAllowed(ctx, member),
    createdAt: ctx.now,
    lastActivityAt: ctx.now,
  });
  // The asker follows their question, within the follow cap like any follow.
  await insertFollowWithinLimit(
    ctx.db,
    { memberId: member.memberId, targetType: "question", targetId: String(row.id), createdAt: ctx.now },
    MAX_FOLLOWS,
  );
  return { ok: true, question: toQuestion(row, member), pageUri: location.uri };
}

export const answerInput = z
  .object({
    questionId: idOf("the question to answer"),
    body: plainText(
      z
        .string({ message: "Write your answer" })
        .trim()
        .min(TEXT_LIMITS.answer.min, `Write at least ${TEXT_LIMITS.answer.min} characters in your answer`)
        .max(
          TEXT_LIMITS.answer.max,
          `Keep your answer under ${TEXT_LIMITS.answer.max.toLocaleString("en-AU")} characters`,
        ),
      "Your answer",
      { multiline: true },
    ),
  })
  .strict();

/**
 * A member answers a question. Its followers (the asker among them) are mailed through the
 * outbox, except the one who answered.
 */
export async function answerQuestion(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
  config: CommunityMailConfig,
): Promise<Result<{ answer: Answer; pageUri: string; mailed: number }>> {
  const member = requireMember(viewer);
  const parsed = answerInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const question = await getQuestion(ctx.db, parsed.data.questionId);
  if (!question || question.visibility !== "visible") return fail("NOT_FOUND", "That question is no longer there.");
  const limited = await reservePost(ctx, member);
  if (limited) return limited;
  const row = await insertAnswer(ctx.db, {
    questionId: question.id,
    memberId: member.memberId,
    authorName: member.name,
    body: parsed.data.body,
    linksAllowed: await authorLinksAllowed(ctx, member),
    createdAt: ctx.now,
  });
  const pageUri = questionPath(question.id, question.slug);
  const mailed = await notifyFollowersOfAnswer(ctx, { question, answer: row, answeredBy: member.memberId }, config);
  return { ok: true, answer: toAnswer(row, member, question.bestAnswerId), pageUri, mailed };
}

export const voteInput = z
  .object({
    answerId: idOf("an answer"),
    /** The question the vote was cast on (the legacy route names it): the answer must be one of its. */
    questionId: idOf("the question").optional(),
    /** The place the legacy route names: the question must be about it. */
    locationId: idOf("the place").optional(),
    value: z.union([z.literal(1), z.literal(-1), z.literal(0)], {
      error: "Vote up (1), down (-1) or take it back (0)",
    }),
  })
  .strict();

/** One vote per member per answer; a changed vote replaces it; 0 takes it back. Not on one's own. */
export async function voteOnAnswer(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ answerId: number; vote: number; score: number; pageUri: string }>> {
  const member = requireMember(viewer);
  const parsed = voteInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { answerId, value, questionId, locationId } = parsed.data;
  const answer = await getAnswer(ctx.db, answerId);
  const question = answer && (await getQuestion(ctx.db, answer.questionId));
  if (!answer || !question || answer.visibility !== "visible" || question.visibility !== "visible")
    return fail("NOT_FOUND", "That answer is no longer there.");
  if (questionId !== undefined && questionId !== question.id)
    return fail("NOT_FOUND", "That answer is not one of this question's.");
  if (locationId !== undefined && locationId !== question.locationId)
    return fail("NOT_FOUND", "That question is not about this place.");
  if (answer.memberId === member.memberId) return fail("FORBIDDEN", "You cannot vote on your own answer.");
  const limited = await reserveVote(ctx, member);
  if (limited) return limited;
  const score = await setAnswerVote(ctx.db, member.memberId, answerId, value, ctx.now);
  return { ok: true, answerId, vote: value, score, pageUri: questionPath(question.id, question.slug) };
}

export const bestAnswerInput = z
  .object({ questionId: idOf("the question"), answerId: idOf("an answer").nullable() })
  .strict();

/** The asker marks an answer as the best (or clears it with a null answer). */
export async function markBestAnswer(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ questionId: number; bestAnswerId: number | null; pageUri: string }>> {
  const member = requireMember(viewer);
  const parsed = bestAnswerInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { questionId, answerId } = parsed.data;
  const question = await getQuestion(ctx.db, questionId);
  if (!question || !viewerSees(member, question)) return fail("NOT_FOUND", "That question is no longer there.");
  if (question.memberId !== member.memberId)
    return fail("FORBIDDEN", "Only the person who asked can choose the best answer.");
  if (answerId !== null) {
    const answer = await getAnswer(ctx.db, answerId);
    if (!answer || answer.questionId !== questionId || answer.visibility !== "visible")
      return fail("NOT_FOUND", "That answer is not one of this question's.");
  }
  await setBestAnswer(ctx.db, questionId, answerId);
  return { ok: true, questionId, bestAnswerId: answerId, pageUri: questionPath(question.id, question.slug) };
}

export interface AnswerWithComments extends Answer {
  comments: PostComment[];
  /** The viewer's vote: 1, -1 or 0. */
  viewerVote: number;
}

export interface QuestionPage {
  question: Question;
  location: Location | null;
  answers: AnswerWithComments[];
}

/**
 * A question by its uri segment (`123-some-words`; the id decides), with its answers (the best
 * first, then by votes) and their comments. Null when it is not there for this viewer.
 */
export async function getQuestionPage(
  ctx: ServiceContext,
  viewer: Viewer | null,
  segment: string,
): Promise<QuestionPage | null> {
  const id = questionIdOf(segment);
  const row = id === null ? undefined : await getQuestion(ctx.db, id);
  if (!row || !viewerSees(viewer, row)) return null;
  const [location, answerRows] = await Promise.all([
    getLocation(ctx, String(row.locationId)),
    listAnswers(ctx.db, row.id, LISTED, ANSWERS_PAGE_SIZE),
  ]);
  const ids = answerRows.map((answer) => answer.id);
  const [comments, votes] = await Promise.all([
    getComments(
      ctx,
      viewer,
      "answer",
      answerRows.filter((answer) => answer.commentCount > 0).map((answer) => answer.id),
    ),
    viewer ? votesOf(ctx.db, viewer.memberId, ids) : Promise.resolve([]),
  ]);
  const voteOf = new Map(votes.map((vote) => [vote.answerId, vote.value]));
  const answers = answerRows
    .map((answer) => ({
      ...toAnswer(answer, viewer, row.bestAnswerId),
      comments: comments.get(answer.id) ?? [],
      viewerVote: voteOf.get(answer.id) ?? 0,
    }))
    // The asker's choice leads; the rest keep the order of their votes.
    .sort((a, b) => Number(b.isBest) - Number(a.isBest));
  return { question: toQuestion(row, viewer), location, answers };
}

export const questionListInput = z
  .object({
    locationId: idOf("a place").nullish(),
    sortOrder: z
      .enum(QUESTION_SORTS, { error: "Sort by recent, active, unanswered or most answered" })
      .default("recent"),
    page: z.coerce.number().int().min(1, "Pages start at 1").max(1000, "That page is past the last").default(1),
  })
  .strict();

export interface QuestionListPage {
  questions: (Question & { location: Location | null })[];
  total: number;
  page: number;
  pageCount: number;
}

/** A place's questions, or the country's (no place), 5 a page, in the sort order asked. */
export async function getQuestions(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<QuestionListPage>> {
  const parsed = questionListInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { sortOrder, page } = parsed.data;
  const locationId = parsed.data.locationId ?? null;
  const sort: QuestionSort = sortOrder;
  const [rows, total] = await Promise.all([
    listQuestions(ctx.db, {
      locationId,
      sort,
      visibilities: LISTED,
      take: QUESTIONS_PAGE_SIZE,
      skip: (page - 1) * QUESTIONS_PAGE_SIZE,
    }),
    countVisibleQuestions(ctx.db, { locationId, sort }),
  ]);
  const locations = await getLocationsByIds(ctx, [...new Set(rows.map((row) => row.locationId))]);
  const byId = new Map(locations.map((location) => [location.id, location]));
  return {
    ok: true,
    questions: rows.map((row) => ({ ...toQuestion(row, viewer), location: byId.get(row.locationId) ?? null })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / QUESTIONS_PAGE_SIZE)),
  };
}

export interface QuestionViewerState {
  isAsker: boolean;
  votes: { answerId: number; value: number }[];
}

/**
 * What the question page shows the signed-in member only (the page itself is the same for
 * everyone): whether they asked it (to choose the best answer) and their votes on its answers.
 */
export async function getQuestionViewerState(
  ctx: ServiceContext,
  viewer: Viewer | null,
  questionId: number,
): Promise<QuestionViewerState> {
  if (!viewer || !Number.isSafeInteger(questionId)) return { isAsker: false, votes: [] };
  const question = await getQuestion(ctx.db, questionId);
  if (!question) return { isAsker: false, votes: [] };
  const answerRows = await listAnswers(ctx.db, question.id, LISTED, ANSWERS_PAGE_SIZE);
  const votes = await votesOf(
    ctx.db,
    viewer.memberId,
    answerRows.map((answer) => answer.id),
  );
  return { isAsker: question.memberId === viewer.memberId, votes };
}

export const searchInput = z
  .object({
    q: z
      .string({ message: "Type what you are looking for" })
      .trim()
      .min(1, "Type what you are looking for")
      .max(MAX_SEARCH_LENGTH, `Keep your search under ${MAX_SEARCH_LENGTH} characters`),
    page: z.coerce.number().int().min(1, "Pages start at 1").max(100, "That page is past the last").default(1),
  })
  .strict();

/**
 * The ids of a page of questions matching typed text, and one more when there is a next page.
 * A match of up to RANKED_MATCHES_MAX questions is ranked by BM25 (more of the words, rarer words
 * and words in the title first). A larger one is made of common words, where BM25 would read
 * every row of their index on each search (hundreds of milliseconds at a million posts): it is
 * ranked in tiers that cost only the rows they return, questions with every word first, then
 * those with any, each newest first.
 */
async function matchingQuestionIds(db: Database, text: string, skip: number): Promise<number[]> {
  const wanted = skip + QUESTIONS_PAGE_SIZE + 1;
  const anyWord = ftsQuery(text)!;
  if ((await countMatchesUpTo(db, anyWord, RANKED_MATCHES_MAX + 1)) <= RANKED_MATCHES_MAX)
    return (await searchQuestionIds(db, anyWord, QUESTIONS_PAGE_SIZE + 1, skip)).map((hit) => hit.id);
  const everyWord = ftsQuery(text, "AND")!;
  const first = everyWord === anyWord ? [] : await newestMatchingIds(db, everyWord, wanted);
  if (first.length >= wanted) return first.slice(skip);
  const seen = new Set(first);
  const rest = (await newestMatchingIds(db, anyWord, wanted + first.length)).filter((id) => !seen.has(id));
  return [...first, ...rest].slice(skip, wanted);
}

/**
 * Questions matching typed text (SQLite FTS5: title, details and the place's name), most
 * relevant first, 5 a page. `hasMore` instead of a total: counting every match of a common word
 * would read the whole index.
 */
export async function searchQuestions(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ questions: (Question & { location: Location | null })[]; page: number; hasMore: boolean }>> {
  const parsed = searchInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { q, page } = parsed.data;
  if (!ftsQuery(q)) return fail("BAD_INPUT", "Type a word or two to search for");
  const hits = await matchingQuestionIds(ctx.db, q, (page - 1) * QUESTIONS_PAGE_SIZE);
  const shown = hits.slice(0, QUESTIONS_PAGE_SIZE);
  const rows = await getQuestionsByIds(ctx.db, shown);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = shown.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  const locations = await getLocationsByIds(ctx, [...new Set(ordered.map((row) => row.locationId))]);
  const placeOf = new Map(locations.map((location) => [location.id, location]));
  return {
    ok: true,
    questions: ordered.map((row) => ({ ...toQuestion(row, viewer), location: placeOf.get(row.locationId) ?? null })),
    page,
    hasMore: hits.length > QUESTIONS_PAGE_SIZE,
  };
}
