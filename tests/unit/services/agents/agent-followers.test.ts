// An agent's followers and following on real SQL: newest first, paged 5 by default, the total
// beside the page, following read from the agent's own member account, refusals in sentences.
import { beforeEach, describe, expect, it } from "vitest";
import { insertSamAndKim } from "./agent-test-setup";
import { memberTestDatabase } from "../../auth/member-test-setup";
import type { Database } from "@/lib/db/database";
import { agentMembers, follows, members } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { getAgentFollowers, getAgentFollowing } from "@/lib/services/agents/agent-followers";

let db: Database;
const NOW = Date.UTC(2026, 10, 24, 9);
const ctx = () => createServiceContext(db, NOW);

beforeEach(async () => {
  db = memberTestDatabase();
  await insertSamAndKim(db, { asMembers: false });
  for (let i = 1; i <= 7; i++)
    await db.insert(members).values({
      id: `m${i}`,
      username: `member-${i}`,
      email: `m${i}@example.com`,
      name: `Member ${i}`,
      createdAt: NOW - 100_000,
    });
  await db.insert(agentMembers).values({ memberId: "m7", agentId: 8 });
  // Members 1–6 follow Sam, member i at NOW - i minutes (member 1 newest); Kim (m7) follows Sam and a place.
  for (let i = 1; i <= 6; i++)
    await db
      .insert(follows)
      .values({ memberId: `m${i}`, targetType: "agent", targetId: "7", createdAt: NOW - i * 60_000 });
  await db.insert(follows).values([
    { memberId: "m7", targetType: "agent", targetId: "7", createdAt: NOW - 30 * 60_000 },
    { memberId: "m7", targetType: "location", targetId: "501", createdAt: NOW - 10 * 60_000 },
  ]);
});

describe("an agent's followers", () => {
  it("are the members who follow them, newest first, 5 a page with the total", async () => {
    const first = await getAgentFollowers(ctx(), { agentId: "7" });
    expect(first.ok && first.total).toBe(7);
    expect(first.ok && first.followers.map((f) => f.username)).toEqual([
      "member-1",
      "member-2",
      "member-3",
      "member-4",
      "member-5",
    ]);
    const second = await getAgentFollowers(ctx(), { agentId: "7", skip: "5" });
    expect(second.ok && second.followers.map((f) => f.username)).toEqual(["member-6", "member-7"]);
    expect(await getAgentFollowers(ctx(), { agentId: "8" })).toEqual({ ok: true, total: 0, followers: [] });
  });

  it("refuses an unknown agent and bad paging with a sentence", async () => {
    expect(await getAgentFollowers(ctx(), { agentId: "999" })).toMatchObject({ code: "NOT_FOUND" });
    expect(await getAgentFollowers(ctx(), { agentId: "7", take: "51" })).toMatchObject({
      code: "BAD_INPUT",
      message: "take is at most 50.",
    });
    expect(await getAgentFollowers(ctx(), { agentId: "x" })).toMatchObject({ code: "BAD_INPUT" });
  });
});

describe("what an agent follows", () => {
  it("is what their member account follows, newest first; nothing for an agent with no account", async () => {
    const kim = await getAgentFollowing(ctx(), { agentId: 8 });
    expect(kim.ok && [kim.total, kim.following.map((f) => [f.targetType, f.targetId])]).toEqual([
      2,
      [
        ["location", "501"],
        ["agent", "7"],
      ],
    ]);
    expect(await getAgentFollowing(ctx(), { agentId: 7 })).toEqual({ ok: true, total: 0, following: [] });
  });
});
