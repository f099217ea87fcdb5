// Reviews of agents on real SQL (node:sqlite with the real migrations): who may review, one review
// per member per agent (also when sent at once), and the rating summary that follows.
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { memberTestDatabase } from "../../auth/member-test-setup";
import type { Viewer } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/database";
import { agentMembers, agentReviews, agents } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { colleagueReviewMessage, OWN_REVIEW_MESSAGE, reviewAgent } from "@/lib/services/agents/agent-reviews";
import { FailureError } from "@/lib/services/result";

let db: Database;
const NOW = Date.UTC(2026, 10, 24);
const ctx = () => createServiceContext(db, NOW);
const member = (n: number): Viewer => ({
  memberId: `m-${n}`,
  username: `member-${n}`,
  name: `Member ${n}`,
  role: "member",
  sessionId: "s",
});
const text = "Honest advice from the first appraisal to settlement day.";

beforeEach(async () => {
  db = memberTestDatabase();
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
    email: "sam@example.com",
    tier: "standard",
    yearsExperience: 3,
  });
});

async function summary() {
  const [row] = await db.select().from(agents).where(eq(agents.id, 7));
  return { reviewCount: row!.reviewCount, ratingAverage: row!.ratingAverage };
}

describe("reviewing an agent", () => {
  it("stores the review as typed and keeps the agent's summary to their reviews", async () => {
    const first = await reviewAgent(ctx(), member(1), { agentId: 7, rating: 5, body: `  <b>${text}</b>  ` });
    expect(first).toMatchObject({ ok: true, review: { rating: 5, body: `<b>${text}</b>`, authorName: "Member 1" } });
    await reviewAgent(ctx(), member(2), { agentId: "7", rating: 4, body: text });
    await reviewAgent(ctx(), member(3), { agentId: 7, rating: 4, body: text });
    // (5 + 4 + 4) / 3 = 4.333… → 4.3
    expect(await summary()).toEqual({ reviewCount: 3, ratingAverage: 4.3 });
  });

  it("takes one review per member per agent, also when two are sent at once", async () => {
    const [a, b] = await Promise.all([
      reviewAgent(ctx(), member(1), { agentId: 7, rating: 5, body: text }),
      reviewAgent(ctx(), member(1), { agentId: 7, rating: 1, body: text }),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const refused = a.ok ? b : a;
    expect(refused).toMatchObject({ ok: false, code: "CONFLICT", message: "You have already reviewed Sam Agent" });
    expect(await db.select().from(agentReviews)).toHaveLength(1);
    expect((await summary()).reviewCount).toBe(1);
  });

  it("refuses visitors, unknown agents and reviews a person should fix, with a sentence", async () => {
    await expect(reviewAgent(ctx(), null, { agentId: 7, rating: 5, body: text })).rejects.toBeInstanceOf(FailureError);
    expect(await reviewAgent(ctx(), member(1), { agentId: 99, rating: 5, body: text })).toMatchObject({
      code: "NOT_FOUND",
    });
    for (const [input, message] of [
      [{ agentId: 7, rating: 6, body: text }, "Give a rating from 1 to 5 stars"],
      [{ agentId: 7, rating: 4.5, body: text }, "Give a rating from 1 to 5 stars"],
      [{ agentId: 7, rating: 5, body: "Great" }, "Write at least 20 characters about the agent"],
      [{ agentId: 7, rating: 5, body: "x".repeat(2_001) }, "Keep your review under 2,000 characters"],
    ] as const) {
      expect(await reviewAgent(ctx(), member(1), input)).toMatchObject({ ok: false, code: "BAD_INPUT", message });
    }
    expect(await db.select().from(agentReviews)).toHaveLength(0);
  });

  it("refuses an agent's review of themselves and of their office's agents, and says why", async () => {
    const colleague = { id: 8, username: "kim-agent", officeId: 1, firstName: "Kim", lastName: "Colleague" };
    const rival = { id: 9, username: "lee-agent", officeId: 2, firstName: "Lee", lastName: "Rival" };
    for (const other of [colleague, rival])
      await db.insert(agents).values({
        ...other,
        jobTitle: "Agent",
        bio: "",
        phone: "",
        mobile: "",
        email: `${other.username}@example.com`,
        tier: "standard",
        yearsExperience: 2,
      });
    await db.insert(agentMembers).values({ memberId: "m-1", agentId: 7 });

    expect(await reviewAgent(ctx(), member(1), { agentId: 7, rating: 5, body: text })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      message: OWN_REVIEW_MESSAGE,
    });
    expect(await reviewAgent(ctx(), member(1), { agentId: 8, rating: 5, body: text })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      message: colleagueReviewMessage("Kim Colleague"),
    });
    expect(await db.select().from(agentReviews)).toHaveLength(0);
    // An agent of another office is reviewed like anyone else, as is Sam by a member who is not an agent.
    expect(await reviewAgent(ctx(), member(1), { agentId: 9, rating: 4, body: text })).toMatchObject({ ok: true });
    expect(await reviewAgent(ctx(), member(2), { agentId: 7, rating: 4, body: text })).toMatchObject({ ok: true });
  });
});
