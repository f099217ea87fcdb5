// Reports and moderation on real SQL (node:sqlite with the real migrations): who may report,
// delete and moderate (the permission matrix), reports counted once per member even when sent in
// parallel, a post held at three and out of the lists, a moderator's decision with its reason in
// the audit trail, and a restored post the same members cannot hold again.
import type { StaffViewer } from "@/lib/staff/roles";
import { beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { alertTestDatabase, PLACES, viewer } from "../alerts/alert-test-db";
import type { Database } from "@/lib/db/database";
import { agents, answers, members, platformAudit, postReports, questionCounts, questions } from "@/lib/db/schema";
import { listAgentReviews } from "@/lib/db/queries/agents/agent-profile";
import { reviewAgent } from "@/lib/services/agents/agent-reviews";
import { createServiceContext } from "@/lib/services/context";
import { answerQuestion, askQuestion, getQuestionPage, getQuestions } from "@/lib/services/community/questions";
import {
  deleteOwnPost,
  getModerationQueue,
  moderatePost,
  myPostIds,
  reportPost,
} from "@/lib/services/community/moderation";
import { FailureError } from "@/lib/services/result";
import { REPORT_THRESHOLD } from "@/lib/community/limits";

let db: Database;
const NOW = Date.UTC(2026, 10, 24);
let clock = NOW;
const ctx = () => createServiceContext(db, clock);
const mail = { siteUrl: "https://homefront.example", mailFrom: "Homefront <no-reply@homefront.example>" };
const admin: StaffViewer = {
  memberId: "staff-mo",
  username: "mo",
  name: "Moderator Mo",
  grants: [{ role: "moderator", officeId: 0 }],
  staffSessionId: "staff-session-1",
};
const REPORTERS = ["r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10"];

async function addMember(id: string) {
  await db.insert(members).values({
    id,
    username: id,
    email: `${id}@example.com`,
    name: `Member ${id}`,
    createdAt: NOW - 30 * 86_400_000,
    emailVerifiedAt: NOW - 30 * 86_400_000,
  });
}

async function askAndAnswer() {
  clock += 61_000;
  const asked = await askQuestion(ctx(), viewer("asker"), {
    locationId: PLACES.bondi.id,
    title: "Which bus goes to the city from Bondi?",
  });
  if (!asked.ok) throw new Error(asked.message);
  clock += 61_000;
  const answered = await answerQuestion(
    ctx(),
    viewer("local"),
    { questionId: asked.question.id, body: "The 333 runs every few minutes." },
    mail,
  );
  if (!answered.ok) throw new Error(answered.message);
  return { question: asked.question, answer: answered.answer };
}

const report = (by: string, postType: string, postId: number) =>
  reportPost(ctx(), viewer(by), { postType, postId: String(postId), reason: "Spam" });

async function row<T extends typeof answers | typeof questions>(table: T, id: number) {
  const [found] = await db.select().from(table).where(eq(table.id, id));
  return found!;
}

beforeEach(async () => {
  db = await alertTestDatabase();
  clock = NOW;
  for (const id of ["asker", "local", ...REPORTERS]) await addMember(id);
});

describe("reports", () => {
  it("refuses visitors, one's own post and posts that are not there; counts a member's repeats once", async () => {
    const { answer } = await askAndAnswer();
    await expect(reportPost(ctx(), null, { postType: "answer", postId: answer.id })).rejects.toBeInstanceOf(
      FailureError,
    );
    expect(await report("local", "answer", answer.id)).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      message: "You cannot report your own post.",
    });
    expect(await report("r1", "answer", 999)).toMatchObject({ code: "NOT_FOUND" });
    expect(await report("r1", "listing", answer.id)).toMatchObject({ code: "BAD_INPUT" });
    for (let i = 0; i < 4; i++)
      expect(await report("r1", "answer", answer.id)).toMatchObject({ ok: true, held: false });
    expect((await row(answers, answer.id)).reportCount).toBe(1);
  });

  it("holds a post at three members' reports, sent in parallel, and takes it out of what visitors see", async () => {
    const { question, answer } = await askAndAnswer();
    const results = await Promise.all(REPORTERS.map((by) => report(by, "answer", answer.id)));
    const stored = await row(answers, answer.id);
    const reports = await db
      .select()
      .from(postReports)
      .where(and(eq(postReports.postType, "answer"), eq(postReports.postId, answer.id)));
    // Every report that got in is counted exactly once, whatever the interleaving.
    expect(stored.reportCount).toBe(reports.length);
    expect(reports.length).toBeGreaterThanOrEqual(REPORT_THRESHOLD);
    expect(stored.visibility).toBe("held");
    expect(results.filter((result) => result.ok && result.held).length).toBeGreaterThan(0);
    // The question's answer count counts visible answers only; the page shows none.
    expect((await row(questions, question.id)).answerCount).toBe(0);
    const page = await getQuestionPage(ctx(), null, `${question.id}-x`);
    expect(page?.answers).toEqual([]);
    // A held post takes no more reports.
    expect(await report("asker", "answer", answer.id)).toMatchObject({ code: "NOT_FOUND" });
  });

  it("a held question leaves the Q&A lists and their counts", async () => {
    const { question } = await askAndAnswer();
    const before = await getQuestions(ctx(), null, { locationId: PLACES.bondi.id });
    expect(before).toMatchObject({ ok: true, total: 1 });
    for (const by of ["r1", "r2", "r3"]) await report(by, "question", question.id);
    expect(await getQuestions(ctx(), null, { locationId: PLACES.bondi.id })).toMatchObject({
      ok: true,
      total: 0,
      questions: [],
    });
    expect(await getQuestionPage(ctx(), null, `${question.id}-x`)).toBeNull();
    expect(await db.select().from(questionCounts).where(eq(questionCounts.locationId, 0))).toEqual([
      { locationId: 0, visible: 0, unanswered: 0 },
    ]);
  });
});

describe("moderation", () => {
  it("is for admins only: visitors and members are refused by the service itself", async () => {
    const { answer } = await askAndAnswer();
    const decision = { postType: "answer", postId: answer.id, action: "remove", reason: "Spam link" };
    await expect(moderatePost(ctx(), null, decision)).rejects.toBeInstanceOf(FailureError);
    await expect(moderatePost(ctx(), viewer("r1") as unknown as typeof admin, decision)).rejects.toBeInstanceOf(
      FailureError,
    );
    // A principal is staff, but moderation is not their role.
    const principal: StaffViewer = { ...admin, grants: [{ role: "principal", officeId: 1 }] };
    await expect(moderatePost(ctx(), principal, decision)).rejects.toMatchObject({ failure: { status: 403 } });
    await expect(getModerationQueue(ctx(), null)).rejects.toBeInstanceOf(FailureError);
    expect((await row(answers, answer.id)).visibility).toBe("visible");
  });

  it("lists held posts first; a restore keeps the reason in the audit trail and settles the reports", async () => {
    const { question, answer } = await askAndAnswer();
    await report("r9", "question", question.id);
    for (const by of ["r1", "r2", "r3"]) await report(by, "answer", answer.id);
    const queue = await getModerationQueue(ctx(), admin);
    expect(queue.map((item) => [item.postType, item.id, item.visibility, item.reportCount])).toEqual([
      ["answer", answer.id, "held", 3],
      ["question", question.id, "visible", 1],
    ]);
    expect(
      await moderatePost(ctx(), admin, { postType: "answer", postId: answer.id, action: "restore", reason: "x" }),
    ).toMatchObject({ ok: false, code: "BAD_INPUT", message: "Give the reason for the audit trail" });
    expect(
      await moderatePost(ctx(), admin, {
        postType: "answer",
        postId: answer.id,
        action: "restore",
        reason: "A fair answer",
      }),
    ).toMatchObject({ ok: true, visibility: "visible", pageUri: question.uri });
    expect(await row(answers, answer.id)).toMatchObject({ visibility: "visible", reportCount: 0 });
    expect((await row(questions, question.id)).answerCount).toBe(1);
    const [audit] = await db.select().from(platformAudit);
    expect(audit).toMatchObject({
      actor: "Moderator Mo",
      actorMemberId: "staff-mo",
      actorRole: "moderator",
      action: "community.restore",
      subject: `answer ${answer.id}`,
    });
    expect(JSON.parse(audit!.before!)).toMatchObject({ visibility: "held" });
    expect(JSON.parse(audit!.detail)).toMatchObject({ reason: "A fair answer", visibility: "visible" });
    // The same three cannot hold it again; a new member's report counts from zero.
    for (const by of ["r1", "r2", "r3"]) await report(by, "answer", answer.id);
    expect(await row(answers, answer.id)).toMatchObject({ visibility: "visible", reportCount: 0 });
    await report("r4", "answer", answer.id);
    expect(await row(answers, answer.id)).toMatchObject({ visibility: "visible", reportCount: 1 });
    expect((await getModerationQueue(ctx(), admin)).map((item) => item.postType).sort()).toEqual([
      "answer",
      "question",
    ]);
  });

  it("hides and removes; a removed or deleted post cannot come back through its author", async () => {
    const { question, answer } = await askAndAnswer();
    await moderatePost(ctx(), admin, { postType: "answer", postId: answer.id, action: "remove", reason: "Abuse" });
    expect((await row(answers, answer.id)).visibility).toBe("removed");
    expect((await row(questions, question.id)).answerCount).toBe(0);
    expect(await deleteOwnPost(ctx(), viewer("local"), { postType: "answer", postId: answer.id })).toMatchObject({
      code: "FORBIDDEN",
    });
    await moderatePost(ctx(), admin, {
      postType: "question",
      postId: question.id,
      action: "hide",
      reason: "Off topic",
    });
    expect((await row(questions, question.id)).visibility).toBe("hidden");
  });
});

describe("an author's delete", () => {
  it("deletes only the author's own post, for everyone, moderators included", async () => {
    const { question, answer } = await askAndAnswer();
    expect(await deleteOwnPost(ctx(), viewer("asker"), { postType: "answer", postId: answer.id })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      message: "You can only delete your own posts.",
    });
    await expect(deleteOwnPost(ctx(), null, { postType: "answer", postId: answer.id })).rejects.toBeInstanceOf(
      FailureError,
    );
    expect(await deleteOwnPost(ctx(), viewer("local"), { postType: "answer", postId: answer.id })).toMatchObject({
      ok: true,
      pageUri: question.uri,
    });
    expect((await row(answers, answer.id)).visibility).toBe("deleted");
    expect((await row(questions, question.id)).answerCount).toBe(0);
    expect(
      await moderatePost(ctx(), admin, { postType: "answer", postId: answer.id, action: "restore", reason: "Undo" }),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("which posts are the member's own", () => {
  it("names only the viewer's posts among those asked, not deleted ones, and none for a visitor", async () => {
    const { question, answer } = await askAndAnswer();
    const asked = [question.id, answer.id, 999_999];
    expect(await myPostIds(ctx(), viewer("asker"), "question", asked)).toEqual([question.id]);
    expect(await myPostIds(ctx(), viewer("local"), "question", asked)).toEqual([]);
    expect(await myPostIds(ctx(), viewer("local"), "answer", asked)).toEqual([answer.id]);
    expect(await myPostIds(ctx(), null, "answer", asked)).toEqual([]);
    await deleteOwnPost(ctx(), viewer("local"), { postType: "answer", postId: answer.id });
    expect(await myPostIds(ctx(), viewer("local"), "answer", asked)).toEqual([]);
  });
});

describe("reviews of agents", () => {
  it("are held at three reports (off the agent's list and rating), queued for moderators, and come back restored", async () => {
    await db.insert(agents).values({
      id: 7,
      username: "sam-agent",
      officeId: 1,
      firstName: "Sam",
      lastName: "Agent",
      jobTitle: "Agent",
      bio: "",
      phone: "",
      mobile: "",
      email: "sam@agency.example",
      tier: "standard",
      yearsExperience: 3,
    });
    const written = await reviewAgent(ctx(), viewer("asker"), {
      agentId: 7,
      rating: 1,
      body: "Never called us back after the first inspection.",
    });
    if (!written.ok) throw new Error(written.message);
    const reviewId = written.review.id;
    const summary = async () => (await db.select().from(agents).where(eq(agents.id, 7)))[0]!;
    expect((await summary()).reviewCount).toBe(1);

    await Promise.all(["r1", "r2", "r3"].map((by) => report(by, "agentReview", reviewId)));
    expect(await listAgentReviews(db, 7, 5, 0)).toEqual([]);
    expect([(await summary()).reviewCount, (await summary()).ratingAverage]).toEqual([0, null]);
    const queue = await getModerationQueue(ctx(), admin);
    expect(queue.find((item) => item.postType === "agentReview")).toMatchObject({
      id: reviewId,
      visibility: "held",
      reportCount: 3,
    });

    const restored = await moderatePost(ctx(), admin, {
      postType: "agentReview",
      postId: reviewId,
      action: "restore",
      reason: "A fair account of the agent",
    });
    // The agent's shared profile is the page the decision makes stale.
    expect(restored).toMatchObject({ ok: true, visibility: "visible", pageUri: "/real-estate-agency/agent/sam-agent" });
    expect((await listAgentReviews(db, 7, 5, 0)).map((review) => review.id)).toEqual([reviewId]);
    expect((await summary()).reviewCount).toBe(1);
  });
});
