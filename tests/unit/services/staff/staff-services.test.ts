// Staff services on real SQL (node:sqlite with the real migrations): granting and revoking roles
// with their audit rows, the last admin kept, a revoke that ends the staff session at once, the
// second factor's set-up and its codes good once (also when the same code arrives twice at once),
// wrong codes limited, and a staff token that works only with the member sign-in it came from.
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { alertTestDatabase, viewer } from "../alerts/alert-test-db";
import type { Database } from "@/lib/db/database";
import { members, platformAudit, staffRoles, staffSessions } from "@/lib/db/schema";
import type { AuthConfig } from "@/lib/auth/config";
import { createServiceContext } from "@/lib/services/context";
import { LAST_ADMIN, grantRole, revokeRole } from "@/lib/services/staff/staff-roles";
import {
  beginSecondFactor,
  CODE_ALREADY_USED,
  CODE_NOT_RIGHT,
  signInStaff,
  staffViewerOf,
  TOO_MANY_CODES,
} from "@/lib/services/staff/staff-sign-in";
import { codeAt } from "@/lib/services/staff/totp";
import type { StaffViewer } from "@/lib/staff/roles";

const CONFIG: AuthConfig = {
  current: "a-test-signing-key-of-enough-length-0123456789",
  issuer: "homefront",
  audience: "homefront-web",
  pepper: "a-test-pepper-0123456789",
};
const NOW = Date.UTC(2026, 10, 29, 1, 0, 0);
let db: Database;
const ctx = (now = NOW) => createServiceContext(db, now);

async function addMember(id: string) {
  await db.insert(members).values({ id, username: id, email: `${id}@example.com`, name: `Name ${id}`, createdAt: NOW });
}

function staffViewer(memberId: string, grants: StaffViewer["grants"]): StaffViewer {
  return { memberId, username: memberId, name: `Name ${memberId}`, grants, staffSessionId: "s" };
}

beforeEach(async () => {
  db = await alertTestDatabase();
  for (const id of ["ada", "bo", "cy"]) await addMember(id);
  await db
    .insert(staffRoles)
    .values({ memberId: "ada", role: "admin", officeId: 0, grantedBy: "seed", grantedAt: NOW });
});

const ADA = () => staffViewer("ada", [{ role: "admin", officeId: 0 }]);

describe("granting and revoking", () => {
  it("grants once, audits with who, role, before and after, and tells a repeat apart", async () => {
    expect(await grantRole(ctx(), ADA(), { email: "BO@example.com ", role: "moderator" })).toEqual({
      ok: true,
      memberId: "bo",
      granted: true,
    });
    expect(await grantRole(ctx(), ADA(), { email: "bo@example.com", role: "moderator" })).toMatchObject({
      granted: false,
    });
    const audit = await db.select().from(platformAudit);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: "Name ada",
      actorMemberId: "ada",
      actorRole: "admin",
      action: "staff.grant",
      before: null,
    });
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ memberId: "bo", role: "moderator", officeId: 0 });
  });

  it("refuses unknown people, principals without an office, and anyone not an admin", async () => {
    expect(await grantRole(ctx(), ADA(), { email: "nobody@example.com", role: "moderator" })).toMatchObject({
      status: 404,
    });
    expect(await grantRole(ctx(), ADA(), { email: "bo@example.com", role: "principal" })).toMatchObject({
      status: 400,
      message: "Choose the office this principal runs",
    });
    expect(await grantRole(ctx(), ADA(), { email: "bo@example.com", role: "owner" })).toMatchObject({ status: 400 });
    const moderator = staffViewer("bo", [{ role: "moderator", officeId: 0 }]);
    await expect(grantRole(ctx(), moderator, { email: "cy@example.com", role: "admin" })).rejects.toMatchObject({
      failure: { status: 403 },
    });
    await expect(grantRole(ctx(), null, { email: "cy@example.com", role: "admin" })).rejects.toMatchObject({
      failure: { status: 401 },
    });
  });

  it("keeps the last admin, even when two admins revoke each other at once", async () => {
    expect(await revokeRole(ctx(), ADA(), { memberId: "ada", role: "admin" })).toMatchObject({
      status: 409,
      message: LAST_ADMIN,
    });
    await grantRole(ctx(), ADA(), { email: "bo@example.com", role: "admin" });
    const bo = staffViewer("bo", [{ role: "admin", officeId: 0 }]);
    const outcomes = await Promise.all([
      revokeRole(ctx(), ADA(), { memberId: "bo", role: "admin" }),
      revokeRole(ctx(), bo, { memberId: "ada", role: "admin" }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await db.select().from(staffRoles).where(eq(staffRoles.role, "admin"))).toHaveLength(1);
  });
});

describe("staff sign-in", () => {
  async function enrolled(memberId: string) {
    const begun = await beginSecondFactor(ctx(), CONFIG, viewer(memberId));
    if (!begun.ok) throw new Error(begun.message);
    return begun.secret;
  }

  it("sets up the app, signs in with a code once, and ends with the member's last role", async () => {
    await grantRole(ctx(), ADA(), { email: "bo@example.com", role: "moderator" });
    const secret = await enrolled("bo");
    const bo = viewer("bo");
    const code = codeAt(secret, NOW);
    // The same code sent twice at once: one sign-in, one refusal.
    const both = await Promise.all([signInStaff(ctx(), CONFIG, bo, code), signInStaff(ctx(), CONFIG, bo, code)]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.find((result) => !result.ok)).toMatchObject({ message: CODE_ALREADY_USED });
    const token = (both.find((result) => result.ok) as { token: string }).token;

    const staff = await staffViewerOf(ctx(), CONFIG, bo, token);
    expect(staff).toMatchObject({ memberId: "bo", grants: [{ role: "moderator", officeId: 0 }] });
    // Another sign-in of the same member (another browser) does not carry this staff session.
    expect(await staffViewerOf(ctx(), CONFIG, { ...bo, sessionId: "another-sign-in" }, token)).toBeNull();
    // Nor does it outlive its eight hours.
    expect(await staffViewerOf(ctx(NOW + 8 * 3_600_000 + 1), CONFIG, bo, token)).toBeNull();

    expect(await revokeRole(ctx(), ADA(), { memberId: "bo", role: "moderator" })).toEqual({ ok: true });
    expect(await staffViewerOf(ctx(), CONFIG, bo, token)).toBeNull();
    const [session] = await db.select().from(staffSessions).where(eq(staffSessions.memberId, "bo"));
    expect(session?.revokedAt).toBe(NOW);
  });

  it("explains a wrong code and stops guessing after five", async () => {
    await grantRole(ctx(), ADA(), { email: "cy@example.com", role: "moderator" });
    const secret = await enrolled("cy");
    const right = codeAt(secret, NOW);
    const wrong = right === "000000" ? "111111" : "000000";
    const guesses = await Promise.all(Array.from({ length: 8 }, () => signInStaff(ctx(), CONFIG, viewer("cy"), wrong)));
    expect(guesses.filter((guess) => !guess.ok && guess.message === CODE_NOT_RIGHT)).toHaveLength(5);
    expect(guesses.filter((guess) => !guess.ok && guess.message === TOO_MANY_CODES)).toHaveLength(3);
    // Now even the right code waits: a burst of guesses must not find it.
    expect(await signInStaff(ctx(), CONFIG, viewer("cy"), right)).toMatchObject({ status: 429 });
  });

  it("gives a second factor only to staff, and never replaces a confirmed one", async () => {
    expect(await beginSecondFactor(ctx(), CONFIG, viewer("cy"))).toMatchObject({ status: 403 });
    const secret = await enrolled("ada");
    expect(await signInStaff(ctx(), CONFIG, viewer("ada"), codeAt(secret, NOW))).toMatchObject({ ok: true });
    expect(await beginSecondFactor(ctx(), CONFIG, viewer("ada"))).toMatchObject({ status: 409 });
  });
});
