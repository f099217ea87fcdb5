/**
 * Staff act as themselves: every admin and moderation operation against every role (a visitor, a
 * member without a role, an agent, an agency principal, a moderator, an admin), through the
 * running Worker; roles granted and revoked through the API end access at once; the audit log
 * names the person and the role with before and after.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { codeAt } from "@/lib/services/staff/totp";
import { NOT_ALLOWED_FOR_ROLE, NOT_STAFF } from "@/lib/staff/roles";
import { CODE_ALREADY_USED, CODE_NOT_RIGHT, NO_STAFF_ROLE } from "@/lib/services/staff/staff-sign-in";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { CookieJar, origin, post, signedUpMember } from "./auth/client";
import { signedInAgent } from "./auth/seeded-agent";
import { staffMember, twoOffices, type TestStaff } from "./auth/staff";

type Who = "visitor" | "member" | "agent" | "principal" | "moderator" | "admin";
const EVERYONE: Who[] = ["visitor", "member", "agent", "principal", "moderator", "admin"];

const jars = {} as Record<Who, CookieJar>;
let officeA = 0;
let officeB = 0;
let agentOfA = 0;
let agentOfB = 0;
let admin: TestStaff;

async function call(jar: CookieJar, method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(url(path), {
    method,
    redirect: "manual",
    headers: {
      origin: origin(),
      cookie: jar.header(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  jar.take(response);
  return response;
}

function agentOf(officeId: number): number {
  const db = openLocalD1();
  try {
    return (db.prepare("SELECT id FROM agents WHERE office_id = ? ORDER BY id LIMIT 1").get(officeId) as { id: number })
      .id;
  } finally {
    db.close();
  }
}

function seededAgentEmail(): string {
  const db = openLocalD1();
  try {
    return (
      db.prepare("SELECT email FROM members WHERE id LIKE 'seed-agent-%' ORDER BY id LIMIT 1").get() as {
        email: string;
      }
    ).email;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  [officeA, officeB] = twoOffices();
  agentOfA = agentOf(officeA);
  agentOfB = agentOf(officeB);
  const [member, principal, moderator, adminStaff, agent] = await Promise.all([
    signedUpMember("staff-matrix-member"),
    staffMember("staff-matrix-principal", [{ role: "principal", officeId: officeA }]),
    staffMember("staff-matrix-moderator", [{ role: "moderator" }]),
    staffMember("staff-matrix-admin", [{ role: "admin" }]),
    signedInAgent(seededAgentEmail()),
  ]);
  admin = adminStaff;
  Object.assign(jars, {
    visitor: new CookieJar(),
    member: member.jar,
    agent,
    principal: principal.jar,
    moderator: moderator.jar,
    admin: adminStaff.jar,
  });
});

interface Operation {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  allowed: Who[];
}

const PLATFORM: Who[] = ["admin"];
const OPERATIONS: Operation[] = [
  { name: "read flags", method: "GET", path: () => "/api/admin/flags?environment=development", allowed: PLATFORM },
  {
    name: "switch a flag",
    method: "PUT",
    path: () => "/api/admin/flags",
    body: () => ({ environment: "development", key: "no-such-flag", enabled: true }),
    allowed: PLATFORM,
  },
  { name: "list experiments", method: "GET", path: () => "/api/admin/experiments", allowed: PLATFORM },
  {
    name: "create an experiment",
    method: "POST",
    path: () => "/api/admin/experiments",
    body: () => ({}),
    allowed: PLATFORM,
  },
  {
    name: "start an experiment",
    method: "POST",
    path: () => "/api/admin/experiments/no-such-experiment/state",
    body: () => ({ state: "running" }),
    allowed: PLATFORM,
  },
  { name: "list API keys", method: "GET", path: () => "/api/admin/api-keys", allowed: PLATFORM },
  {
    name: "create an API key",
    method: "POST",
    path: () => "/api/admin/api-keys",
    body: () => ({ name: "" }),
    allowed: PLATFORM,
  },
  { name: "revoke an API key", method: "DELETE", path: () => "/api/admin/api-keys/no-such-key", allowed: PLATFORM },
  { name: "read the audit log", method: "GET", path: () => "/api/admin/audit", allowed: PLATFORM },
  {
    name: "look up the location cache",
    method: "GET",
    path: () => "/api/admin/location-cache?identifier=bondi-nsw-2026",
    allowed: PLATFORM,
  },
  {
    name: "read the moderation queue",
    method: "GET",
    path: () => "/api/admin/moderation",
    allowed: ["moderator", "admin"],
  },
  {
    name: "decide on a post",
    method: "POST",
    path: () => "/api/admin/moderation",
    body: () => ({ postType: "question", postId: 2_000_000_000, action: "hide", reason: "matrix test" }),
    allowed: ["moderator", "admin"],
  },
  { name: "list staff", method: "GET", path: () => "/api/admin/staff", allowed: ["admin"] },
  {
    name: "grant a role",
    method: "POST",
    path: () => "/api/admin/staff",
    body: () => ({ email: "nobody-here@example.com", role: "moderator" }),
    allowed: ["admin"],
  },
  {
    name: "revoke a role",
    method: "DELETE",
    path: () => "/api/admin/staff",
    body: () => ({ memberId: "no-such-member", role: "moderator" }),
    allowed: ["admin"],
  },
  {
    name: "list own office's agents",
    method: "GET",
    path: () => `/api/admin/offices/${officeA}/agents`,
    allowed: ["principal", "admin"],
  },
  {
    name: "list another office's agents",
    method: "GET",
    path: () => `/api/admin/offices/${officeB}/agents`,
    allowed: ["admin"],
  },
  {
    name: "link an agent of one's own office",
    method: "POST",
    path: () => `/api/admin/offices/${officeA}/agents`,
    body: () => ({ agentId: agentOfA, email: "nobody-here@example.com" }),
    allowed: ["principal", "admin"],
  },
  {
    name: "link an agent of another office",
    method: "POST",
    path: () => `/api/admin/offices/${officeB}/agents`,
    body: () => ({ agentId: agentOfB, email: "nobody-here@example.com" }),
    allowed: ["admin"],
  },
];

describe("the role matrix: every admin and moderation operation against every role", () => {
  for (const operation of OPERATIONS) {
    it(operation.name, async () => {
      for (const who of EVERYONE) {
        const response = await call(jars[who], operation.method, operation.path(), operation.body?.());
        const body = (await response.json()) as { errors?: { message: string }[] };
        const reasons = body.errors?.map((error) => error.message);
        const context = `${operation.method} ${operation.path()} as ${who}`;
        if (operation.allowed.includes(who)) {
          expect([401, 403], context).not.toContain(response.status);
        } else if (who === "visitor" || who === "member" || who === "agent") {
          expect(response.status, context).toBe(401);
          expect(reasons, context).toEqual([NOT_STAFF]);
        } else {
          expect(response.status, context).toBe(403);
          expect(reasons, context).toEqual([NOT_ALLOWED_FOR_ROLE]);
        }
      }
    });
  }

  it("shows each role its own screens and sends others away", async () => {
    const screens: { path: () => string; allowed: Who[] }[] = [
      { path: () => "/admin/flags", allowed: PLATFORM },
      { path: () => "/admin/audit", allowed: PLATFORM },
      { path: () => "/admin/moderation", allowed: ["moderator", "admin"] },
      { path: () => "/admin/staff", allowed: ["admin"] },
      { path: () => `/admin/office/${officeA}`, allowed: ["principal", "admin"] },
    ];
    for (const screen of screens) {
      for (const who of EVERYONE) {
        const response = await call(jars[who], "GET", screen.path());
        const context = `${screen.path()} as ${who}`;
        if (screen.allowed.includes(who)) {
          expect(response.status, context).toBe(200);
        } else {
          expect(response.status, context).toBeGreaterThanOrEqual(300);
          expect(response.status, context).toBeLessThan(400);
          const to = new URL(response.headers.get("location") ?? "", url("/")).pathname;
          expect(to, context).toBe(["visitor", "member", "agent"].includes(who) ? "/admin/sign-in" : "/admin");
        }
      }
    }
  });
});

describe("staff sign-in", () => {
  it("no longer knows a shared secret", async () => {
    const response = await post("/api/admin/session", { name: "someone", secret: "homefront-development-admin" });
    expect(response.status).toBe(400);
  });

  it("refuses the second factor to a member without a role", async () => {
    const { jar } = await signedUpMember("staff-no-role");
    const response = await post("/api/admin/second-factor", {}, jar);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(NO_STAFF_ROLE);
  });

  it("takes each code once, explains a wrong one, and holds the staff session to the member's sign-in", async () => {
    const staff = await staffMember("staff-codes", [{ role: "moderator" }]);
    // The code that opened the session cannot open another.
    const again = await post("/api/admin/session", { code: codeAt(staff.secret, Date.now()) }, staff.jar);
    const againBody = (await again.json()) as { message: string };
    // Across a 30-second boundary the current code is a new one; then it is accepted instead.
    if (again.status === 400) expect(againBody.message).toBe(CODE_ALREADY_USED);
    else expect(again.status).toBe(200);
    const wrong = await post(
      "/api/admin/session",
      { code: "000000" === codeAt(staff.secret, Date.now()) ? "111111" : "000000" },
      staff.jar,
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe(CODE_NOT_RIGHT);
    expect((await call(staff.jar, "GET", "/api/admin/moderation")).status).toBe(200);
    // Signing out of the member account ends the staff session with it.
    await post("/api/user/signout", {}, staff.jar);
    const afterSignOut = await call(staff.jar, "GET", "/api/admin/moderation");
    expect(afterSignOut.status).toBe(401);
  });

  it("does not let one person's staff cookie work with another's sign-in", async () => {
    const [moderator, member] = await Promise.all([
      staffMember("staff-cookie-owner", [{ role: "moderator" }]),
      signedUpMember("staff-cookie-thief"),
    ]);
    const staffCookie = [...moderator.jar.cookies].find(([name]) => name.endsWith("hf_staff"));
    expect(staffCookie).toBeDefined();
    member.jar.cookies.set(staffCookie![0], staffCookie![1]);
    expect((await call(member.jar, "GET", "/api/admin/moderation")).status).toBe(401);
  });
});

describe("granting and revoking", () => {
  it("an admin grants a role, the person signs in with it, and a revoke ends it at the next request", async () => {
    const person = await signedUpMember("staff-granted");
    const granted = await call(admin.jar, "POST", "/api/admin/staff", { email: person.email, role: "moderator" });
    expect(granted.status).toBe(200);
    const begun = await post("/api/admin/second-factor", {}, person.jar);
    const { value } = (await begun.json()) as { value: { secret: string } };
    expect((await post("/api/admin/session", { code: codeAt(value.secret, Date.now()) }, person.jar)).status).toBe(200);
    expect((await call(person.jar, "GET", "/api/admin/moderation")).status).toBe(200);
    expect((await call(person.jar, "GET", "/api/admin/flags?environment=development")).status).toBe(403);

    const revoked = await call(admin.jar, "DELETE", "/api/admin/staff", {
      memberId: person.member.id,
      role: "moderator",
    });
    expect(revoked.status).toBe(200);
    expect((await call(person.jar, "GET", "/api/admin/moderation")).status).toBe(401);
    // The staff session itself is ended, not only the role: granting again does not revive it.
    await call(admin.jar, "POST", "/api/admin/staff", { email: person.email, role: "moderator" });
    expect((await call(person.jar, "GET", "/api/admin/moderation")).status).toBe(401);

    const audit = (await (await call(admin.jar, "GET", "/api/admin/audit")).json()) as {
      actor: string;
      actorMemberId: string;
      actorRole: string;
      action: string;
      subject: string;
      before: string | null;
      detail: string;
    }[];
    const mine = audit.filter((row) => row.subject.includes(person.email));
    const revoke = mine.find((row) => row.action === "staff.revoke");
    expect(revoke).toMatchObject({ actor: admin.name, actorMemberId: admin.memberId, actorRole: "admin" });
    expect(JSON.parse(revoke!.before!)).toMatchObject({ memberId: person.member.id, role: "moderator" });
    expect(JSON.parse(revoke!.detail)).toBeNull();
    const grants = mine.filter((row) => row.action === "staff.grant");
    expect(grants).toHaveLength(2);
    expect(grants.every((row) => row.before === null && JSON.parse(row.detail).role === "moderator")).toBe(true);
  });

  it("a principal links and unlinks their own agent's account; the audit log says who, as principal", async () => {
    const principal = await staffMember("staff-principal-link", [{ role: "principal", officeId: officeA }]);
    const agentAccount = await signedUpMember("staff-new-agent");
    // A new agent of office A, so no other test's seeded agent loses its account meanwhile.
    const agentId = 900_000_000 + Math.floor(Math.random() * 99_999_999);
    const db = openLocalD1();
    db.exec("DROP TABLE IF EXISTS temp.new_agent");
    db.exec(`CREATE TEMP TABLE new_agent AS SELECT * FROM agents WHERE id = ${agentOfA}`);
    db.prepare("UPDATE temp.new_agent SET id = ?, username = ?").run(agentId, `staff-test-agent-${agentId}`);
    db.exec("INSERT INTO agents SELECT * FROM temp.new_agent");
    db.close();
    const linked = await call(principal.jar, "POST", `/api/admin/offices/${officeA}/agents`, {
      agentId,
      email: agentAccount.email,
    });
    expect(linked.status).toBe(200);
    const listed = (await (await call(principal.jar, "GET", `/api/admin/offices/${officeA}/agents`)).json()) as {
      agents: { agentId: number; memberEmail: string | null }[];
    };
    expect(listed.agents.find((agent) => agent.agentId === agentId)?.memberEmail).toBe(agentAccount.email);
    const unlinked = await call(principal.jar, "DELETE", `/api/admin/offices/${officeA}/agents`, { agentId });
    expect(unlinked.status).toBe(200);
    const audit = openLocalD1();
    const rows = audit
      .prepare(
        "SELECT actor_member_id AS who, actor_role AS role, action FROM platform_audit WHERE subject = ? ORDER BY id",
      )
      .all(`agent ${agentId} (office ${officeA})`) as { who: string; role: string; action: string }[];
    audit.close();
    const cleanup = openLocalD1();
    const account = cleanup
      .prepare("SELECT role, agent_id AS agentId FROM members WHERE id = ?")
      .get(agentAccount.member.id);
    cleanup.prepare("DELETE FROM agents WHERE id = ?").run(agentId);
    cleanup.close();
    // The account is a member's again at once.
    expect(account).toEqual({ role: "member", agentId: null });
    expect(rows).toEqual([
      { who: principal.memberId, role: "principal", action: "office.agent-link" },
      { who: principal.memberId, role: "principal", action: "office.agent-unlink" },
    ]);
  });
});
