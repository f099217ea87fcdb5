import { and, asc, eq, exists, gt, isNull, lt, notExists, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import { insertWhere } from "../../insert-where";
import {
  agentMembers,
  agents,
  members,
  offices,
  platformAudit,
  staffRoles,
  staffSecondFactors,
  staffSessions,
} from "../../schema";
import type { StaffGrant, StaffRole } from "../../../staff/roles";
import type { NewAuditRow } from "../platform/platform";

export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type SecondFactorRow = typeof staffSecondFactors.$inferSelect;

export async function grantsOf(db: Database, memberId: string): Promise<StaffGrant[]> {
  return db
    .select({ role: staffRoles.role, officeId: staffRoles.officeId })
    .from(staffRoles)
    .where(eq(staffRoles.memberId, memberId))
    .orderBy(asc(staffRoles.role), asc(staffRoles.officeId));
}

export interface StaffListRow {
  memberId: string;
  name: string;
  username: string;
  email: string;
  role: StaffRole;
  officeId: number;
  officeName: string | null;
  grantedBy: string;
  grantedAt: number;
}

/** Every role held, with its holder and (for a principal) the office's name. */
export async function listStaffRows(db: Database): Promise<StaffListRow[]> {
  return db
    .select({
      memberId: staffRoles.memberId,
      name: members.name,
      username: members.username,
      email: members.email,
      role: staffRoles.role,
      officeId: staffRoles.officeId,
      officeName: offices.name,
      grantedBy: staffRoles.grantedBy,
      grantedAt: staffRoles.grantedAt,
    })
    .from(staffRoles)
    .innerJoin(members, eq(members.id, staffRoles.memberId))
    .leftJoin(offices, eq(offices.id, staffRoles.officeId))
    .orderBy(asc(members.name), asc(staffRoles.role), asc(staffRoles.officeId));
}

/** `SELECT 1 FROM table WHERE condition`, for EXISTS tests inside a batch. */
function anyRow(db: Database, table: SQLiteTable, condition: SQL | undefined) {
  return db
    .select({ one: sql`1` })
    .from(table)
    .where(condition);
}

/** The audit row, written only if `condition` holds at its place in the batch (before the change it describes). */
function auditIf(db: Database, audit: NewAuditRow, condition: SQL) {
  return insertWhere(db, platformAudit, audit, condition);
}

function grantIs(grant: { memberId: string } & StaffGrant) {
  return and(
    eq(staffRoles.memberId, grant.memberId),
    eq(staffRoles.role, grant.role),
    eq(staffRoles.officeId, grant.officeId),
  );
}

/**
 * Grants a role with its audit row, in one transaction: the audit row is written only when the
 * member did not hold the role yet (checked in the same statement). False when they already did.
 */
export async function insertGrant(
  db: Database,
  row: typeof staffRoles.$inferInsert & { officeId: number },
  audit: NewAuditRow,
): Promise<boolean> {
  const [, inserted] = await runInOneBatch(db, [
    auditIf(db, audit, notExists(anyRow(db, staffRoles, grantIs(row)))),
    db.insert(staffRoles).values(row).onConflictDoNothing().returning({ memberId: staffRoles.memberId }),
  ]);
  return (inserted as unknown[]).length > 0;
}

/**
 * Revokes a role with its audit row, in one transaction, and when it was the member's last role
 * ends their staff sign-ins in the same transaction: leaving staff ends staff access at once.
 * False when the member did not hold it, or it is the last admin's role.
 */
export async function deleteGrant(
  db: Database,
  grant: { memberId: string } & StaffGrant,
  at: number,
  audit: NewAuditRow,
): Promise<boolean> {
  // The last admin cannot be revoked: checked inside the transaction, so two admins revoking each
  // other at once cannot leave the portal with none.
  const removable =
    grant.role === "admin"
      ? and(grantIs(grant), sql`(SELECT count(*) FROM staff_roles WHERE role = 'admin') > 1`)
      : grantIs(grant);
  const [, deleted] = await runInOneBatch(db, [
    auditIf(db, audit, exists(anyRow(db, staffRoles, removable))),
    db.delete(staffRoles).where(removable).returning({ memberId: staffRoles.memberId }),
    db
      .update(staffSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(staffSessions.memberId, grant.memberId),
          isNull(staffSessions.revokedAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(staffRoles)
              .where(eq(staffRoles.memberId, grant.memberId)),
          ),
        ),
      ),
  ]);
  return (deleted as unknown[]).length > 0;
}

export async function countHolders(db: Database, role: StaffRole): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(staffRoles)
    .where(eq(staffRoles.role, role))
    .get();
  return row?.n ?? 0;
}

export async function findSecondFactor(db: Database, memberId: string): Promise<SecondFactorRow | undefined> {
  return db.select().from(staffSecondFactors).where(eq(staffSecondFactors.memberId, memberId)).get();
}

/** Starts (or restarts) enrolment: a new secret, not yet confirmed. Never replaces a confirmed one. */
export async function upsertPendingSecondFactor(
  db: Database,
  memberId: string,
  sealedSecret: string,
  at: number,
): Promise<boolean> {
  const rows = await db
    .insert(staffSecondFactors)
    .values({ memberId, sealedSecret, createdAt: at, confirmedAt: null, lastStep: 0 })
    .onConflictDoUpdate({
      target: staffSecondFactors.memberId,
      set: { sealedSecret, createdAt: at, lastStep: 0 },
      setWhere: isNull(staffSecondFactors.confirmedAt),
    })
    .returning({ memberId: staffSecondFactors.memberId });
  return rows.length > 0;
}

/**
 * Spends the code of `step`: succeeds only if no code of this step or a later one was accepted
 * before (one conditional update, so two requests with the same code cannot both pass). Confirms
 * a pending enrolment at the same time.
 */
export async function acceptStep(db: Database, memberId: string, step: number, at: number): Promise<boolean> {
  const rows = await db
    .update(staffSecondFactors)
    .set({ lastStep: step, confirmedAt: sql`coalesce(${staffSecondFactors.confirmedAt}, ${at})` })
    .where(and(eq(staffSecondFactors.memberId, memberId), lt(staffSecondFactors.lastStep, step)))
    .returning({ memberId: staffSecondFactors.memberId });
  return rows.length > 0;
}

export async function insertStaffSession(db: Database, row: StaffSessionRow): Promise<void> {
  await db.insert(staffSessions).values(row);
}

/** A staff sign-in that is still open at `now`. */
export async function findLiveStaffSession(
  db: Database,
  id: string,
  now: number,
): Promise<StaffSessionRow | undefined> {
  return db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .get();
}

export async function revokeStaffSession(db: Database, id: string, at: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

export interface OfficeAgentRow {
  agentId: number;
  firstName: string;
  lastName: string;
  email: string;
  memberId: string | null;
  memberEmail: string | null;
  memberName: string | null;
}

/** An office's agents and the member account each is linked to (if any), by name. */
export async function officeAgentRows(db: Database, officeId: number): Promise<OfficeAgentRow[]> {
  return db
    .select({
      agentId: agents.id,
      firstName: agents.firstName,
      lastName: agents.lastName,
      email: agents.email,
      memberId: agentMembers.memberId,
      memberEmail: members.email,
      memberName: members.name,
    })
    .from(agents)
    .leftJoin(agentMembers, eq(agentMembers.agentId, agents.id))
    .leftJoin(members, eq(members.id, agentMembers.memberId))
    .where(eq(agents.officeId, officeId))
    .orderBy(asc(agents.lastName), asc(agents.firstName), asc(agents.id));
}

export async function findOffice(
  db: Database,
  id: number,
): Promise<{ id: number; name: string; slug: string } | undefined> {
  return db
    .select({ id: offices.id, name: offices.name, slug: offices.slug })
    .from(offices)
    .where(eq(offices.id, id))
    .get();
}

/** The office an agent works in, or undefined for an unknown agent. */
export async function officeOfAgent(db: Database, agentId: number): Promise<number | undefined> {
  const row = await db.select({ officeId: agents.officeId }).from(agents).where(eq(agents.id, agentId)).get();
  return row?.officeId;
}

/**
 * Links a member account to an agent profile (the agent role), with the audit row, in one
 * transaction. The unique indexes refuse a second account for the agent or a second agent for the
 * account: the caller checks first and reports those in words.
 */
export async function linkAgentAccount(
  db: Database,
  memberId: string,
  agentId: number,
  at: number,
  audit: NewAuditRow,
): Promise<void> {
  await runInOneBatch(db, [
    db.insert(agentMembers).values({ memberId, agentId }),
    db.update(members).set({ role: "agent", agentId, updatedAt: at }).where(eq(members.id, memberId)),
    db.insert(platformAudit).values(audit),
  ]);
}

/** Unlinks the agent's member account (with its audit row): the account is a member's again at once. */
export async function unlinkAgentAccount(
  db: Database,
  memberId: string,
  agentId: number,
  at: number,
  audit: NewAuditRow,
): Promise<boolean> {
  const link = and(eq(agentMembers.memberId, memberId), eq(agentMembers.agentId, agentId));
  const [, removed] = await runInOneBatch(db, [
    auditIf(db, audit, exists(anyRow(db, agentMembers, link))),
    db.delete(agentMembers).where(link).returning({ memberId: agentMembers.memberId }),
    db
      .update(members)
      .set({ role: "member", agentId: null, updatedAt: at })
      .where(and(eq(members.id, memberId), eq(members.agentId, agentId))),
  ]);
  return (removed as unknown[]).length > 0;
}

export async function agentAccountOf(db: Database, agentId: number): Promise<string | undefined> {
  const row = await db
    .select({ memberId: agentMembers.memberId })
    .from(agentMembers)
    .where(eq(agentMembers.agentId, agentId))
    .get();
  return row?.memberId;
}
