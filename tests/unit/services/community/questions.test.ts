// Questions and answers on real SQL (node:sqlite with the real migrations, FTS5 included): asking
// about a place, answering (followers mailed through the outbox, never the one who answered),
// votes that repeats and parallel requests cannot inflate, the asker's best answer, lists by sort
// order 5 a page, and text search ranked by relevance.
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { alertTestDatabase, PLACES, viewer } from "../alerts/alert-test-db";
import type { Database } from "@/lib/db/database";
import { answers, follows, mailOutbox, members, questions } from "@/lib/db/schema";
import { RANKED_MATCHES_MAX } from "@/lib/community/question-search";
import { createServiceContext } from "@/lib/services/context";
import {
  answerQuestion,
  askQuestion,
  getQuestionPage,
  getQuestions,
  markBestAnswer,
  searchQuestions,
  voteOnAnswer,
} from "@/lib/services/community/questions";
import { follow } from "@/lib/services/follows/follows";
import { FailureError } from "@/lib/services/result";

let db: Database;
const NOW = Date.UTC(2026, 10, 24);
let clock = NOW;
const ctx = () => createServiceContext(db, clock);
const mail = { siteUrl: "https://homefront.example", mailFrom: "Homefront <no-reply@homefront.example>" };

async function addMember(id: string, options: { followUpdates?: boolean } = {}) {
  await db.insert(members).values({
    id,
    username: id,
    email: `${id}@example.com`,
    name: `Member ${id}`,
    createdAt: NOW - 30 * 86_400_000,
    emailVerifiedAt: NOW - 30 * 86_400_000,
    emailFollowUpdates: options.followUpdates ?? true,
  });
}

async function ask(by: string, title: string, locationId: number = PLACES.bondi.id, body = "") {
  // A minute apart: the posting limit allows 5 a minute.
  clock += 61_000;
  const asked = await askQuestion(ctx(), viewer(by), { locationId, title, body });
  if (!asked.ok) throw new Error(asked.message);
  return asked.question;
}

async function answer(by: string, questionId: number, body = "The 333 bus runs every few minutes.") {
  // A minute apart: the posting limit allows 5 a minute.
  clock += 61_000;
  const answered = await answerQuestion(ctx(), viewer(by), { questionId, body }, mail);
  if (!answered.ok) throw new Error(answered.message);
  return answered;
}

beforeEach(async () => {
  db = await alertTestDatabase();
  clock = NOW;
  for (const id of ["asker", "local", "fan", "quiet", "v1", "v2", "v3"])
    await addMember(id, { followUpdates: id !== "quiet" });
});

describe("asking and answering", () => {
  it("asks about a place at a unique uri; the asker follows it", async () => {
    const question = await ask("asker", "Which bus goes to the city from Bondi?");
    expect(question.uri).toBe(`/questions/${question.id}-which-bus-goes-to-the-city-from-bondi`);
    expect(await db.select().from(follows).where(eq(follows.memberId, "asker"))).toMatchObject([
      { targetType: "question", targetId: String(question.id) },
    ]);
    const page = await getQuestionPage(ctx(), null, `${question.id}-any-words`);
    expect(page).toMatchObject({
      question: { title: "Which bus goes to the city from Bondi?" },
      location: { name: "Bondi" },
    });
    expect(await getQuestionPage(ctx(), null, "999-nothing")).toBeNull();
    expect(await getQuestionPage(ctx(), null, "not-a-question")).toBeNull();
  });

  it("refuses visitors, unknown places and questions a person should fix", async () => {
    await expect(askQuestion(ctx(), null, { locationId: 11, title: "Is Bondi safe at night?" })).rejects.toBeInstanceOf(
      FailureError,
    );
    expect(
      await askQuestion(ctx(), viewer("asker"), { locationId: 404, title: "Is Bondi safe at night?" }),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(await askQuestion(ctx(), viewer("asker"), { locationId: 11, title: "Safe?" })).toMatchObject({
      code: "BAD_INPUT",
      message: "Write at least 10 characters for your question",
    });
  });

  it("mails the question's followers about a new answer, not the one who answered nor who opted out", async () => {
    const question = await ask("asker", "Which bus goes to the city from Bondi?");
    for (const who of ["fan", "quiet", "local"])
      expect(await follow(ctx(), viewer(who), { targetType: "question", targetId: String(question.id) })).toMatchObject(
        {
          ok: true,
        },
      );
    const answered = await answer("local", question.id);
    expect(answered.mailed).toBe(2);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "question-answered"));
    expect(mails.map((row) => row.toAddress).sort()).toEqual(["asker@example.com", "fan@example.com"]);
    expect(mails[0]!.subject).toBe("New answer: Which bus goes to the city from Bondi?");
    expect(mails[0]!.textBody).toContain(`https://homefront.example${question.uri}`);
    expect(mails[0]!.htmlBody).toBeNull();
  });
});

describe("votes and the best answer", () => {
  it("keeps one vote per member per answer under repeats and parallel requests; a new vote replaces it", async () => {
    const question = await ask("asker", "Which bus goes to the city from Bondi?");
    const { answer: given } = await answer("local", question.id);
    const repeats = await Promise.all(
      Array.from({ length: 6 }, () => voteOnAnswer(ctx(), viewer("v1"), { answerId: given.id, value: 1 })),
    );
    expect(repeats.every((result) => result.ok)).toBe(true);
    await Promise.all(["v2", "v3"].map((v) => voteOnAnswer(ctx(), viewer(v), { answerId: given.id, value: 1 })));
    const score = async () => (await db.select().from(answers).where(eq(answers.id, given.id)))[0]!.score;
    expect(await score()).toBe(3);
    expect(await voteOnAnswer(ctx(), viewer("v1"), { answerId: given.id, value: -1 })).toMatchObject({ score: 1 });
    expect(await voteOnAnswer(ctx(), viewer("v2"), { answerId: given.id, value: 0 })).toMatchObject({ score: 0 });
    expect(await voteOnAnswer(ctx(), viewer("local"), { answerId: given.id, value: 1 })).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await voteOnAnswer(ctx(), viewer("v1"), { answerId: given.id, value: 2 })).toMatchObject({
      code: "BAD_INPUT",
    });
  });

  it("lets only the asker choose the best answer, which then leads the page", async () => {
    const question = await ask("asker", "Which bus goes to the city from Bondi?");
    const first = (await answer("local", question.id, "The 333 is the fastest one.")).answer;
    const second = (await answer("fan", question.id, "Take the train from Bondi Junction.")).answer;
    await voteOnAnswer(ctx(), viewer("v1"), { answerId: first.id, value: 1 });
    expect(await markBestAnswer(ctx(), viewer("fan"), { questionId: question.id, answerId: second.id })).toMatchObject({
      code: "FORBIDDEN",
      message: "Only the person who asked can choose the best answer.",
    });
    expect(
      await markBestAnswer(ctx(), viewer("asker"), { questionId: question.id, answerId: second.id }),
    ).toMatchObject({
      ok: true,
      bestAnswerId: second.id,
    });
    const page = await getQuestionPage(ctx(), null, String(question.id));
    expect(page!.answers.map((a) => [a.body, a.isBest])).toEqual([
      ["Take the train from Bondi Junction.", true],
      ["The 333 is the fastest one.", false],
    ]);
  });
});

describe("lists and search", () => {
  it("lists a place's questions by sort order, 5 a page, and the country's unanswered ones", async () => {
    const asked: { id: number }[] = [];
    for (let i = 1; i <= 7; i++) asked.push(await ask("asker", `Question number ${i} about Bondi beach`));
    await ask("asker", "Is Coogee quieter than Bondi?", PLACES.coogee.id);
    await answer("local", asked[2]!.id);
    await answer("fan", asked[2]!.id);
    await answer("local", asked[5]!.id);

    const recent = await getQuestions(ctx(), null, { locationId: PLACES.bondi.id });
    expect(recent).toMatchObject({ ok: true, total: 7, pageCount: 2 });
    expect(recent.ok && recent.questions.map((q) => q.id)).toEqual([6, 5, 4, 3, 2].map((i) => asked[i]!.id));
    const mostAnswered = await getQuestions(ctx(), null, { locationId: PLACES.bondi.id, sortOrder: "most_answered" });
    expect(mostAnswered.ok && mostAnswered.questions.slice(0, 2).map((q) => q.id)).toEqual([
      asked[2]!.id,
      asked[5]!.id,
    ]);
    const active = await getQuestions(ctx(), null, { locationId: PLACES.bondi.id, sortOrder: "active" });
    expect(active.ok && active.questions[0]!.id).toBe(asked[5]!.id);
    const unanswered = await getQuestions(ctx(), null, { sortOrder: "unanswered" });
    expect(unanswered).toMatchObject({ total: 6 });
    expect(unanswered.ok && unanswered.questions[0]).toMatchObject({ location: { name: "Coogee" } });
  });

  it("finds questions by their words and their place's name, most relevant first", async () => {
    const zones = await ask("asker", "How do school zones work here?", PLACES.bondi.id);
    const carlton = await ask("asker", "Which school zones cover Fitzroy?", PLACES.fitzroy.id);
    const parking = await ask("asker", "Where can visitors park on weekends?", PLACES.fitzroy.id);
    await ask("asker", "Best cafes for breakfast?", PLACES.coogee.id, "Somewhere with good coffee near the beach.");

    const found = await searchQuestions(ctx(), null, { q: "school zones in Fitzroy" });
    expect(found.ok && found.questions.map((q) => q.id)).toEqual([carlton.id, zones.id, parking.id]);
    // Stemming: "schools" finds "school"; the details count too; a word typed halfway matches.
    expect((await searchQuestions(ctx(), null, { q: "schools" })).ok).toBe(true);
    const coffee = await searchQuestions(ctx(), null, { q: "coff" });
    expect(coffee.ok && coffee.questions.map((q) => q.title)).toEqual(["Best cafes for breakfast?"]);
    // FTS syntax typed by a person is only words.
    const syntax = await searchQuestions(ctx(), null, { q: 'title:"school" NEAR( OR *' });
    expect(syntax.ok && syntax.questions.length).toBe(2);
    expect(await searchQuestions(ctx(), null, { q: "   " })).toMatchObject({ code: "BAD_INPUT" });
  });

  it("ranks a match of common words in tiers past the BM25 limit: every word first, then any, newest first", async () => {
    // More questions about parking than BM25 ranks, written straight to the table (the posting
    // limit is not what this tests); the FTS index follows by its triggers.
    const row = (title: string, at: number) => ({
      locationId: PLACES.bondi.id,
      memberId: "asker",
      authorName: "Member asker",
      title,
      body: "",
      slug: "q",
      createdAt: at,
      lastActivityAt: at,
    });
    const common = Array.from({ length: RANKED_MATCHES_MAX + 20 }, (_, i) =>
      row(`Is parking easy near the beach, take ${i}?`, NOW + i),
    );
    // D1's 100 bound values per statement: 8 rows of 12 columns at a time.
    for (let i = 0; i < common.length; i += 8) await db.insert(questions).values(common.slice(i, i + 8));
    // Three with both words (the middle one hidden), asked after the parking-only ones: ids grow
    // with time, and newest first means by id.
    const [older] = await db
      .insert(questions)
      .values(row("Weekend parking permits in Coogee?", NOW - 2000))
      .returning();
    const [hidden] = await db
      .insert(questions)
      .values({ ...row("Parking permits near Coogee beach?", NOW - 1000), visibility: "hidden" })
      .returning();
    const [both] = await db
      .insert(questions)
      .values(row("Coogee parking at night?", NOW - 500))
      .returning();
    const newestParking = (
      await db
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.title, `Is parking easy near the beach, take ${common.length - 1}?`))
    )[0]!;

    const first = await searchQuestions(ctx(), null, { q: "parking coogee" });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    // Every word: the newest first; the hidden one never.
    expect(first.questions.slice(0, 2).map((q) => q.id)).toEqual([both!.id, older!.id]);
    expect(first.questions.map((q) => q.id)).not.toContain(hidden!.id);
    // Then any word, newest first.
    expect(first.questions[2]!.id).toBe(newestParking.id);
    expect(first.questions).toHaveLength(5);
    expect(first.hasMore).toBe(true);

    // The next page goes on from there, with nothing twice.
    const second = await searchQuestions(ctx(), null, { q: "parking coogee", page: 2 });
    expect(second.ok && second.questions.map((q) => q.title)).toEqual(
      [3, 4, 5, 6, 7].map((k) => `Is parking easy near the beach, take ${common.length - 1 - k}?`),
    );
    // One common word alone: newest first, whatever else the title says.
    const single = await searchQuestions(ctx(), null, { q: "parking" });
    expect(single.ok && single.questions.slice(0, 3).map((q) => q.id)).toEqual([both!.id, older!.id, newestParking.id]);
  });
});
