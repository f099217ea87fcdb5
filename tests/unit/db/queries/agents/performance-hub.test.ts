// The hub's weekly counts are whole weeks even when the start of the window arrives as a REAL:
// D1 binds every JavaScript number as REAL, so `(at - since) / week` was a fraction there, each
// event its own group, and no view landed in a week of the series (node:sqlite binds whole numbers
// as INTEGER, so only a non-whole `since` shows here what D1 does).
import { describe, expect, it } from "vitest";
import { memberTestDatabase } from "../../../auth/member-test-setup";
import { agentEnquiries, trackingEvents } from "@/lib/db/schema";
import { weeklyProfileEnquiries, weeklyTrackingEvents, WEEK_MS } from "@/lib/db/queries/agents/performance-hub";

const NOW = Date.UTC(2026, 10, 24, 9);
const SINCE = NOW - 12 * WEEK_MS;

describe("weekly counts of the performance hub", () => {
  it("group views and enquiries by whole weeks since the window's start, also for a REAL start", async () => {
    const db = memberTestDatabase();
    for (const at of [NOW - 1000, NOW - 2000, NOW - WEEK_MS - 5000])
      await db.insert(trackingEvents).values({ kind: "agent", agentId: 7, at });
    await db.insert(agentEnquiries).values({
      id: "enquiry-1",
      kind: "agents",
      agentId: 7,
      name: "Pat",
      email: "pat@example.com",
      message: "Could you appraise our place?",
      createdAt: NOW - 3000,
    });
    const real = SINCE + 0.5;
    const views = await weeklyTrackingEvents(db, 7, "agent", real);
    expect([...views].sort((a, b) => a.week - b.week)).toEqual([
      { week: 10, count: 1 },
      { week: 11, count: 2 },
    ]);
    expect(await weeklyProfileEnquiries(db, 7, real)).toEqual([{ week: 11, count: 1 }]);
  });
});
