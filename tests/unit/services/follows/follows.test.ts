/**
 * The follow cap holds when a member's follows arrive in parallel: the count and the insert are one
 * statement, so requests racing at the last free place cannot all take it.
 */
import { describe, expect, it } from "vitest";
import { memberTestDatabase } from "../../auth/member-test-setup";
import { agents, follows } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { follow, MAX_FOLLOWS } from "@/lib/services/follows/follows";
import type { Viewer } from "@/lib/auth/roles";

const viewer: Viewer = { memberId: "member-1", username: "jane", name: "Jane", role: "member", sessionId: "s1" };

const agent = (id: number) => ({
  id,
  username: `agent-${id}`,
  officeId: 1,
  firstName: "Sam",
  lastName: `Agent ${id}`,
  jobTitle: "Agent",
  bio: "",
  phone: "",
  mobile: "",
  email: `agent-${id}@example.com`,
  tier: "standard" as const,
  yearsExperience: 3,
});

describe("follow limit", () => {
  it("lets exactly one of ten parallel follows take the last free place, and keeps existing follows", async () => {
    const db = memberTestDatabase();
    const ctx = createServiceContext(db, Date.UTC(2026, 10, 24));
    for (let id = 1; id <= 10; id += 1) await db.insert(agents).values(agent(id));
    // The member already follows MAX_FOLLOWS - 1 places (written in chunks: D1 takes 100 parameters).
    const earlier = Array.from({ length: MAX_FOLLOWS - 1 }, (_, i) => ({
      memberId: viewer.memberId,
      targetType: "location" as const,
      targetId: String(5_000_000 + i),
      createdAt: i,
    }));
    for (let start = 0; start < earlier.length; start += 20)
      await db.insert(follows).values(earlier.slice(start, start + 20));

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => follow(ctx, viewer, { targetType: "agent", targetId: String(i + 1) })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 9 }, () => ({
        ok: false,
        code: "CONFLICT",
        status: 409,
        message: `You can follow up to ${MAX_FOLLOWS} agents, locations and questions`,
      })),
    );
    expect(await db.$count(follows)).toBe(MAX_FOLLOWS);

    // At the cap, following what is already followed still answers "following", and stores nothing.
    const kept = results.findIndex((result) => result.ok) + 1;
    expect(await follow(ctx, viewer, { targetType: "agent", targetId: String(kept) })).toEqual({
      ok: true,
      following: true,
    });
    expect(await db.$count(follows)).toBe(MAX_FOLLOWS);
  });
});
