import { z } from "zod";
import type { Viewer } from "../../auth/roles";
import { findMemberById } from "../../db/queries/members";
import type { ServiceContext } from "../context";
import { listFollows } from "../follows/follows";
import { badInput, fail, type Result } from "../result";
import { requireMember } from "./authorization";
import { toAccountMember, toPublicMember, type AccountMember, type PublicMember } from "./member";

/*
 * The main API's member calls (/member/{id}…). Anyone may read a member's public card; settings
 * and what a member follows are theirs alone (their session), so another member's are "not
 * found" rather than "forbidden": the answer does not confirm the id exists.
 */

const NO_MEMBER = "No member has that id.";
const memberIdSchema = z
  .string()
  .regex(/^(me|[A-Za-z0-9_-]{1,64})$/, "A member id is the id from your member record, or me.");

/** GET /member/{id} */
export async function memberById(ctx: ServiceContext, rawId: string): Promise<Result<{ member: PublicMember }>> {
  const id = memberIdSchema.safeParse(rawId);
  if (!id.success || id.data === "me")
    return badInput(id.success ? [] : id.error, "A member id is the id from a member record.");
  const row = await findMemberById(ctx.db, id.data);
  return row ? { ok: true, member: toPublicMember(row) } : fail("NOT_FOUND", NO_MEMBER);
}

/** The signed-in member when the id is theirs ("me" works too); otherwise not found. */
async function ownMember(ctx: ServiceContext, viewer: Viewer | null, rawId: string) {
  const member = requireMember(viewer);
  const id = memberIdSchema.safeParse(rawId);
  if (!id.success) return badInput(id.error, id.error.issues[0]?.message);
  if (id.data !== "me" && id.data !== member.memberId) return fail("NOT_FOUND", NO_MEMBER);
  const row = await findMemberById(ctx.db, member.memberId);
  return row ? { ok: true as const, row, member } : fail("NOT_FOUND", NO_MEMBER);
}

/** GET /member/{id}/settings: the member's own record with their e-mail preferences. */
export async function memberSettings(
  ctx: ServiceContext,
  viewer: Viewer | null,
  rawId: string,
): Promise<Result<{ settings: AccountMember }>> {
  const own = await ownMember(ctx, viewer, rawId);
  if (!own.ok) return own;
  return { ok: true, settings: toAccountMember(own.row) };
}

export interface FollowingSummary {
  total: number;
  byType: Record<string, number>;
}

/** GET /member/{id}/following/summary: how many of each kind of thing the member follows. */
export async function followingSummary(
  ctx: ServiceContext,
  viewer: Viewer | null,
  rawId: string,
): Promise<Result<{ summary: FollowingSummary }>> {
  const own = await ownMember(ctx, viewer, rawId);
  if (!own.ok) return own;
  const follows = await listFollows(ctx, viewer, own.member.memberId);
  const byType: Record<string, number> = {};
  for (const follow of follows) byType[follow.targetType] = (byType[follow.targetType] ?? 0) + 1;
  return { ok: true, summary: { total: follows.length, byType } };
}
