import type { BatchItem } from "drizzle-orm/batch";
import { runInOneBatch } from "../../db/batch";
import { insertMemberStatement, type NewMemberRow } from "../../db/queries/members/members";
import type { ServiceContext } from "../context";
import { chooseUsername, usernameBase } from "./usernames";

const USERNAME_ATTEMPTS = 5;

export type NewMemberOutcome = { ok: true; username: string } | { ok: false; conflict: "email" };

/**
 * Writes a new member under a free username from their name, in one batch with `alongside` (their
 * token, identity, mail: nothing half-created). The username is looked up before it is written, so
 * two people of the same name joining at the same moment can both pick it; the one whose batch
 * loses takes another and still joins. A parallel sign-up of the same e-mail is not retried: that
 * sign-up's account stands, and the caller decides what this one gets.
 */
export async function insertMemberWithFreeUsername(
  ctx: ServiceContext,
  member: Omit<NewMemberRow, "username">,
  alongside: BatchItem<"sqlite">[],
): Promise<NewMemberOutcome> {
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    const username = await chooseUsername(ctx, member.name, { suffixed: attempt > 0 });
    try {
      await runInOneBatch(ctx.db, [insertMemberStatement(ctx.db, { ...member, username }), ...alongside]);
      return { ok: true, username };
    } catch (error) {
      const conflict = uniqueConflictOf(error);
      if (conflict === "email") return { ok: false, conflict };
      if (conflict !== "username") throw error;
    }
  }
  throw new Error(`no free username for "${usernameBase(member.name)}" after ${USERNAME_ATTEMPTS} attempts`);
}

/** Which unique column an insert ran into; SQLite and D1 both say "UNIQUE constraint failed: members.email". */
function uniqueConflictOf(error: unknown): "username" | "email" | undefined {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  if (!/UNIQUE/i.test(text)) return undefined;
  if (/members\.username/i.test(text)) return "username";
  if (/members\.email/i.test(text)) return "email";
  return undefined;
}
