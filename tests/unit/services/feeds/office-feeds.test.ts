// The office feed screens' services on real SQL: who may see an office's feed codes and keys (its
// principal and admins, signed in as staff) and its runs and report lines (its agents too), checked
// for an admin, the office's principal, another office's principal, an agent of the office and of
// another, a member and a visitor; each office sees only its own runs and lines; filters and pages;
// no line carries a price.
import { beforeEach, describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/database";
import { agentMembers, feedKeyOffices, members, staffRoles } from "@/lib/db/schema";
import { insertFeedRunItem } from "@/lib/db/queries/feeds/feed-runs";
import { createServiceContext } from "@/lib/services/context";
import { applyFeedListing, type FeedRunScope } from "@/lib/services/feeds/apply-listing";
import { issueFeedKey, revokeFeedKey } from "@/lib/services/feeds/feed-keys";
import { finishFeedRun, queueFeedRun, startFeedRun } from "@/lib/services/feeds/feed-runs";
import {
  feedOfficesFor,
  LINES_PER_PAGE,
  NO_SUCH_RUN,
  officeFeedKeys,
  officeFeedRun,
  officeFeedRuns,
  ONLY_OFFICE_PEOPLE,
  RUNS_PER_PAGE,
  searchFeedOffices,
  SIGN_IN_FOR_FEEDS,
  type FeedPeople,
} from "@/lib/services/feeds/office-feeds";
import { NOT_ALLOWED_FOR_ROLE, NOT_STAFF, type StaffViewer } from "@/lib/staff/roles";
import { AGENT, entryOf, feedTestDatabase, fixtureListing, OFFICE } from "./feed-test-db";

const NOW = Date.UTC(2026, 11, 10, 1, 0, 0);
let db: Database;
const ctx = (now = NOW) => createServiceContext(db, now);

const member = (memberId: string): Viewer => ({
  memberId,
  username: memberId,
  name: `Name ${memberId}`,
  role: "member",
  sessionId: `session-${memberId}`,
});
const staff = (memberId: string, grants: StaffViewer["grants"]): StaffViewer => ({
  memberId,
  username: memberId,
  name: `Name ${memberId}`,
  grants,
  staffSessionId: `staff-${memberId}`,
});

const ADMIN = staff("ada", [{ role: "admin", officeId: 0 }]);
const PRINCIPAL = staff("pat", [{ role: "principal", officeId: OFFICE.richmond }]);
const PERTH_PRINCIPAL = staff("perry", [{ role: "principal", officeId: OFFICE.perth }]);

/** Everyone the screens must tell apart, as a page hands them to the services. */
const PEOPLE = {
  admin: { member: member("ada"), staff: ADMIN },
  principal: { member: member("pat"), staff: PRINCIPAL },
  otherPrincipal: { member: member("perry"), staff: PERTH_PRINCIPAL },
  agent: { member: { ...member("jane"), role: "agent" }, staff: null },
  otherAgent: { member: { ...member("alex"), role: "agent" }, staff: null },
  member: { member: member("mia"), staff: null },
  visitor: { member: null, staff: null },
} satisfies Record<string, FeedPeople>;

const JANE = { position: 1, name: "Jane Citizen", email: "jane.citizen@example.com.au", phones: [] };
const HIDDEN_PRICE = 1_850_000;

let richmondKey: string;
let richmondRun: FeedRunScope;
let perthRun: FeedRunScope;

async function issued(viewer: StaffViewer, officeId: number, code?: string) {
  const result = await issueFeedKey(ctx(), viewer, { officeId, ...(code ? { code } : {}) });
  if (!result.ok) throw new Error(result.message);
  return result;
}

beforeEach(async () => {
  db = await feedTestDatabase();
  await db.insert(members).values(
    ["ada", "pat", "perry", "jane", "alex", "mia"].map((id) => ({
      id,
      username: id,
      email: `${id}@example.com`,
      name: `Name ${id}`,
      role: id === "jane" || id === "alex" ? ("agent" as const) : ("member" as const),
      createdAt: 0,
    })),
  );
  await db.insert(agentMembers).values([
    { memberId: "jane", agentId: AGENT.jane },
    { memberId: "alex", agentId: AGENT.perthAlex },
  ]);

  richmondKey = (await issued(PRINCIPAL, OFFICE.richmond)).keyId;
  richmondRun = await queueFeedRun(ctx(), { keyId: richmondKey, officeIds: [OFFICE.richmond] }, null);
  const full = await fixtureListing("residential-full.xml");
  await applyFeedListing(ctx(), richmondRun, entryOf(full));
  await applyFeedListing(
    ctx(),
    richmondRun,
    entryOf({ ...(await fixtureListing("hidden-price.xml")), agents: [JANE] }),
  );
  await applyFeedListing(ctx(), richmondRun, entryOf({ ...full, agentId: "NOPE", uniqueId: "RICH-NOPE" }));
  await finishFeedRun(ctx(), richmondRun.id);

  const perthKey = (await issued(ADMIN, OFFICE.perth)).keyId;
  perthRun = await queueFeedRun(ctx(NOW + 1000), { keyId: perthKey, officeIds: [OFFICE.perth] }, null);
  await finishFeedRun(ctx(), perthRun.id, "The file is not well-formed XML: line 3, column 7.");
});

describe("an office's runs", () => {
  it("are for its admins, its principal and its agents, and refused to everyone else", async () => {
    for (const [who, reader] of [
      ["admin", "admin"],
      ["principal", "principal"],
      ["agent", "agent"],
    ] as const) {
      const runs = await officeFeedRuns(ctx(), PEOPLE[who], OFFICE.richmond);
      expect(runs, who).toMatchObject({ ok: true, reader, runs: [{ id: richmondRun.id, status: "done" }] });
    }
    for (const who of ["otherPrincipal", "otherAgent", "member"] as const)
      expect(await officeFeedRuns(ctx(), PEOPLE[who], OFFICE.richmond), who).toMatchObject({
        ok: false,
        status: 403,
        message: ONLY_OFFICE_PEOPLE,
      });
    expect(await officeFeedRuns(ctx(), PEOPLE.visitor, OFFICE.richmond)).toMatchObject({
      ok: false,
      status: 401,
      message: SIGN_IN_FOR_FEEDS,
    });
  });

  it("list each office only its own runs, with counts once done and a failed run's reason", async () => {
    const richmond = await officeFeedRuns(ctx(), PEOPLE.admin, OFFICE.richmond);
    expect(richmond.ok && richmond.runs).toEqual([
      expect.objectContaining({
        id: richmondRun.id,
        counts: { created: 2, updated: 0, unchanged: 0, sold: 0, leased: 0, withdrawn: 0, offmarket: 0, rejected: 1 },
      }),
    ]);
    const perth = await officeFeedRuns(ctx(), PEOPLE.otherAgent, OFFICE.perth);
    expect(perth.ok && perth.runs).toEqual([
      expect.objectContaining({
        id: perthRun.id,
        status: "failed",
        counts: null,
        failure: "The file is not well-formed XML: line 3, column 7.",
      }),
    ]);
    expect(await officeFeedRuns(ctx(), PEOPLE.admin, 999)).toMatchObject({ ok: false, status: 404 });
  });

  it("page newest first, and a made-up page is refused in words", async () => {
    for (let i = 1; i <= RUNS_PER_PAGE + 2; i++)
      await queueFeedRun(ctx(NOW + i * 60_000), { keyId: richmondKey, officeIds: [OFFICE.richmond] }, null);
    const first = await officeFeedRuns(ctx(), PEOPLE.agent, OFFICE.richmond);
    if (!first.ok) throw new Error(first.message);
    expect(first.runs).toHaveLength(RUNS_PER_PAGE);
    expect(first.runs[0]!.createdAt).toBe(NOW + (RUNS_PER_PAGE + 2) * 60_000);
    expect(first.runs[0]!.counts).toBeNull();
    const second = await officeFeedRuns(ctx(), PEOPLE.agent, OFFICE.richmond, first.older);
    if (!second.ok) throw new Error(second.message);
    expect(second.runs.map((run) => run.createdAt)).toEqual([NOW + 120_000, NOW + 60_000, NOW]);
    expect(second.older).toBeNull();
    expect(await officeFeedRuns(ctx(), PEOPLE.agent, OFFICE.richmond, "'; DROP TABLE feed_runs")).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe("a run's report", () => {
  it("is for the same people as the runs, and a run of another office is not found", async () => {
    for (const who of ["admin", "principal", "agent"] as const)
      expect(await officeFeedRun(ctx(), PEOPLE[who], OFFICE.richmond, richmondRun.id, {}), who).toMatchObject({
        ok: true,
      });
    for (const who of ["otherPrincipal", "otherAgent", "member"] as const)
      expect(await officeFeedRun(ctx(), PEOPLE[who], OFFICE.richmond, richmondRun.id, {}), who).toMatchObject({
        ok: false,
        status: 403,
      });
    expect(await officeFeedRun(ctx(), PEOPLE.visitor, OFFICE.richmond, richmondRun.id, {})).toMatchObject({
      ok: false,
      status: 401,
    });
    // Perth's principal may read Perth's runs, not Richmond's through Perth's address.
    expect(await officeFeedRun(ctx(), PEOPLE.otherPrincipal, OFFICE.perth, richmondRun.id, {})).toMatchObject({
      ok: false,
      status: 404,
      message: NO_SUCH_RUN,
    });
  });

  it("lists each line with its listing's page and its problems, filtered by outcome or by problems", async () => {
    const all = await officeFeedRun(ctx(), PEOPLE.agent, OFFICE.richmond, richmondRun.id, {});
    if (!all.ok) throw new Error(all.message);
    expect(all.lineCounts).toMatchObject({ created: 2, rejected: 1, updated: 0 });
    expect(all.lines.map((line) => [line.uniqueId, line.outcome])).toEqual([
      ["RICH-1042", "created"],
      ["RICH-3", "created"],
      ["RICH-NOPE", "rejected"],
    ]);
    expect(all.lines[0]!.listingUrl).toMatch(/^\/homes\/2-39-church-street-richmond-vic-3121\/\d+$/);
    expect(all.lines[2]).toMatchObject({ agentId: "NOPE", listingId: null, listingUrl: null });
    expect(all.lines[2]!.problems).toEqual([expect.objectContaining({ path: "agentID" })]);

    const rejected = await officeFeedRun(ctx(), PEOPLE.agent, OFFICE.richmond, richmondRun.id, { show: "rejected" });
    expect(rejected.ok && rejected.lines.map((line) => line.uniqueId)).toEqual(["RICH-NOPE"]);
    const withProblems = await officeFeedRun(ctx(), PEOPLE.agent, OFFICE.richmond, richmondRun.id, {
      show: "problems",
    });
    if (!withProblems.ok) throw new Error(withProblems.message);
    expect(withProblems.lines.every((line) => line.problems.length > 0)).toBe(true);
    expect(withProblems.lines.map((line) => line.uniqueId)).toContain("RICH-NOPE");
    expect(withProblems.linesWithProblems).toBe(withProblems.lines.length);

    expect(
      await officeFeedRun(ctx(), PEOPLE.agent, OFFICE.richmond, richmondRun.id, { show: "all-of-it" }),
    ).toMatchObject({ ok: false, status: 400 });
  });

  it("never carries a price, not even a hidden one", async () => {
    const report = await officeFeedRun(ctx(), PEOPLE.admin, OFFICE.richmond, richmondRun.id, {});
    const text = JSON.stringify(report);
    for (const spelling of [String(HIDDEN_PRICE), "1,850,000", "1.85M", "1850k", "1300000", "1,300,000"])
      expect(text).not.toContain(spelling);
    expect(text).not.toMatch(/"price/i);
  });

  it("pages through a long run, and counts a run still processing from its lines", async () => {
    const big = await queueFeedRun(ctx(), { keyId: richmondKey, officeIds: [OFFICE.richmond] }, null);
    await startFeedRun(ctx(), big.id);
    for (let i = 0; i < LINES_PER_PAGE + 5; i++)
      await insertFeedRunItem(db, { runId: big.id, agentId: "HFRICH", uniqueId: `U-${i}`, outcome: "unchanged" });
    const first = await officeFeedRun(ctx(), PEOPLE.agent, OFFICE.richmond, big.id, {});
    if (!first.ok) throw new Error(first.message);
    expect(first.run).toMatchObject({ status: "processing", counts: null });
    expect(first.lineCounts.unchanged).toBe(LINES_PER_PAGE + 5);
    expect(first.lines).toHaveLength(LINES_PER_PAGE);
    const next = await officeFeedRun(ctx(), PEOPLE.agent, OFFICE.richmond, big.id, { after: String(first.after) });
    expect(next.ok && next.lines.map((line) => line.uniqueId)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `U-${LINES_PER_PAGE + i}`),
    );
    expect(next.ok && next.after).toBeNull();
  });

  it("shows a run for several offices to each, with only its own lines", async () => {
    await db.insert(feedKeyOffices).values({ keyId: richmondKey, officeId: OFFICE.perth });
    const shared = await queueFeedRun(ctx(), { keyId: richmondKey, officeIds: [OFFICE.richmond, OFFICE.perth] }, null);
    for (const [agentId, uniqueId] of [
      ["HFRICH", "R-1"],
      ["HFPERTH", "P-1"],
      ["HFOTHER", "O-1"],
      [null, null],
    ] as const)
      await insertFeedRunItem(db, { runId: shared.id, agentId, uniqueId, outcome: "rejected" });
    await finishFeedRun(ctx(), shared.id);
    const richmond = await officeFeedRun(ctx(), PEOPLE.agent, OFFICE.richmond, shared.id, {});
    const perth = await officeFeedRun(ctx(), PEOPLE.otherAgent, OFFICE.perth, shared.id, {});
    // Lines naming an office outside the run (HFOTHER) or none are the sender's to fix: both see them.
    expect(richmond.ok && richmond.lines.map((line) => line.uniqueId)).toEqual(["R-1", "O-1", null]);
    expect(perth.ok && perth.lines.map((line) => line.uniqueId)).toEqual(["P-1", "O-1", null]);
    expect(richmond.ok && richmond.lineCounts.rejected).toBe(3);
  });
});

describe("an office's feed codes and keys", () => {
  it("are its principal's and admins' (staff sign-in); agents, members and visitors are refused", async () => {
    for (const who of ["admin", "principal"] as const)
      expect(await officeFeedKeys(ctx(), PEOPLE[who].staff, OFFICE.richmond), who).toMatchObject({ ok: true });
    expect(await officeFeedKeys(ctx(), PEOPLE.otherPrincipal.staff, OFFICE.richmond)).toMatchObject({
      ok: false,
      status: 403,
      message: NOT_ALLOWED_FOR_ROLE,
    });
    for (const who of ["agent", "member", "visitor"] as const)
      expect(await officeFeedKeys(ctx(), PEOPLE[who].staff, OFFICE.richmond), who).toMatchObject({
        ok: false,
        status: 401,
        message: NOT_STAFF,
      });
    expect(await officeFeedKeys(ctx(), ADMIN, 999)).toMatchObject({ ok: false, status: 404 });
  });

  it("list codes and keys: prefix, who issued it and when, live or revoked, and its offices", async () => {
    const second = await issued(ADMIN, OFFICE.richmond, "HFRICH2");
    await revokeFeedKey(ctx(NOW + 5000), PRINCIPAL, { keyId: richmondKey });
    const listed = await officeFeedKeys(ctx(), PRINCIPAL, OFFICE.richmond);
    if (!listed.ok) throw new Error(listed.message);
    expect(listed.office).toMatchObject({ id: OFFICE.richmond, stateCode: "VIC" });
    expect(listed.codes.map((code) => code.code)).toEqual(["HFRICH", "HFRICH2"]);
    expect(listed.keys).toEqual([
      {
        id: second.keyId,
        prefix: second.prefix,
        createdBy: "Name ada",
        createdAt: NOW,
        revokedAt: null,
        offices: [{ id: OFFICE.richmond, name: "Office harbour-richmond" }],
      },
      expect.objectContaining({ id: richmondKey, createdBy: "Name pat", revokedAt: NOW + 5000 }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(second.key);
    // Perth's key is not Richmond's to see.
    expect(listed.keys).toHaveLength(2);
  });
});

describe("finding offices", () => {
  it("lets an admin search every office, a principal only their own, and nobody else", async () => {
    const byName = await searchFeedOffices(ctx(), ADMIN, "perth");
    expect(byName.ok && byName.offices.map((office) => office.id)).toEqual([OFFICE.perth]);
    const byId = await searchFeedOffices(ctx(), ADMIN, String(OFFICE.other));
    expect(byId.ok && byId.offices.map((office) => office.id)).toEqual([OFFICE.other]);
    const underscore = await searchFeedOffices(ctx(), ADMIN, "_");
    expect(underscore.ok && underscore.offices).toEqual([]);
    const own = await searchFeedOffices(ctx(), PRINCIPAL, "");
    expect(own.ok && own.offices.map((office) => office.id)).toEqual([OFFICE.richmond]);
    const notOwn = await searchFeedOffices(ctx(), PRINCIPAL, "perth");
    expect(notOwn.ok && notOwn.offices).toEqual([]);
    await expect(searchFeedOffices(ctx(), null, "perth")).resolves.toMatchObject({ ok: false, status: 401 });
  });

  it("gives the hub each person's offices, and tells a principal without the staff sign-in to open it", async () => {
    expect(await feedOfficesFor(ctx(), PEOPLE.agent)).toMatchObject({
      ok: true,
      offices: [{ id: OFFICE.richmond }],
      admin: false,
      staffSignInNeeded: false,
    });
    expect(await feedOfficesFor(ctx(), PEOPLE.principal)).toMatchObject({
      offices: [{ id: OFFICE.richmond }],
      staffSignInNeeded: false,
    });
    expect(await feedOfficesFor(ctx(), PEOPLE.admin)).toMatchObject({ offices: [], admin: true });
    expect(await feedOfficesFor(ctx(), PEOPLE.member)).toMatchObject({
      offices: [],
      admin: false,
      staffSignInNeeded: false,
    });
    await db
      .insert(staffRoles)
      .values({ memberId: "pat", role: "principal", officeId: OFFICE.richmond, grantedBy: "test", grantedAt: 0 });
    expect(await feedOfficesFor(ctx(), { member: member("pat"), staff: null })).toMatchObject({
      offices: [],
      staffSignInNeeded: true,
    });
    expect(await feedOfficesFor(ctx(), PEOPLE.visitor)).toMatchObject({ ok: false, status: 401 });
  });
});
