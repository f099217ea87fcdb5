import { eq, and } from "drizzle-orm";
import type { Database } from "../../database";
import { memberIdentities, members } from "../../schema";

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;

export async function findMemberByEmail(db: Database, email: string): Promise<MemberRow | undefined> {
  return (await db.select().from(members).where(eq(members.email, email)).limit(1))[0];
}

export async function findMemberById(db: Database, id: string): Promise<MemberRow | undefined> {
  return (await db.select().from(members).where(eq(members.id, id)).limit(1))[0];
}

export async function findMemberByUsername(db: Database, username: string): Promise<MemberRow | undefined> {
  return (await db.select().from(members).where(eq(members.username, username)).limit(1))[0];
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  return (await db.select({ id: members.id }).from(members).where(eq(members.username, username)).limit(1)).length > 0;
}

export function insertMemberStatement(db: Database, row: NewMemberRow) {
  return db.insert(members).values(row);
}

export function updateMemberStatement(db: Database, id: string, changes: Partial<Omit<NewMemberRow, "id">>) {
  return db.update(members).set(changes).where(eq(members.id, id));
}

export async function findMemberIdByIdentity(
  db: Database,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)))
    .limit(1);
  return rows[0]?.memberId;
}

export function insertIdentityStatement(db: Database, row: typeof memberIdentities.$inferInsert) {
  return db.insert(memberIdentities).values(row).onConflictDoNothing();
}
