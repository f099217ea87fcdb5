// Staff for the tests: a new member, given a role in the local D1 (arranging the state, as an
// admin's grant would), who sets up their own authenticator app through the API and opens a staff
// session with its code. Each test person has their own TOTP key, so codes never collide between
// parallel tests (a code is good once per person).
import { expect } from "vitest";
import { codeAt } from "@/lib/services/staff/totp";
import type { StaffRole } from "@/lib/staff/roles";
import { openLocalD1 } from "../../support/local-d1";
import { CookieJar, post, signedUpMember } from "./client";

export interface TestStaff {
  jar: CookieJar;
  email: string;
  memberId: string;
  name: string;
  secret: string;
}

/** Gives a member a role straight in the database (setting the scene; the grant itself is tested through the API). */
export function grantInDatabase(memberId: string, role: StaffRole, officeId = 0): void {
  const db = openLocalD1();
  try {
    db.prepare(
      "INSERT OR IGNORE INTO staff_roles (member_id, role, office_id, granted_by, granted_at) VALUES (?, ?, ?, 'test', ?)",
    ).run(memberId, role, officeId, Date.now());
  } finally {
    db.close();
  }
}

/** The first office of the seed (the one the seeded principal runs) and another one. */
export function twoOffices(): [number, number] {
  const db = openLocalD1();
  try {
    const rows = db.prepare("SELECT id FROM offices ORDER BY id LIMIT 2").all() as { id: number }[];
    return [rows[0]!.id, rows[1]!.id];
  } finally {
    db.close();
  }
}

/** Sets up the authenticator app of a member who holds a role, and opens their staff session. */
export async function openStaffSession(jar: CookieJar): Promise<string> {
  const begun = await post("/api/admin/second-factor", {}, jar);
  expect(begun.status).toBe(200);
  const { value } = (await begun.json()) as { value: { secret: string; uri: string } };
  const session = await post("/api/admin/session", { code: codeAt(value.secret, Date.now()) }, jar);
  expect(session.status).toBe(200);
  return value.secret;
}

/** A signed-in member holding `grants`, with an open staff session. */
export async function staffMember(label: string, grants: { role: StaffRole; officeId?: number }[]): Promise<TestStaff> {
  const { email, jar, member } = await signedUpMember(label);
  for (const grant of grants) grantInDatabase(member.id, grant.role, grant.officeId ?? 0);
  const secret = await openStaffSession(jar);
  return { jar, email, memberId: member.id, name: `Test ${label}`, secret };
}

/** The Cookie header of a new admin's staff session (a member with the admin role and their second factor). */
export async function adminCookieHeader(label: string): Promise<string> {
  return (await staffMember(label, [{ role: "admin" }])).jar.header();
}
