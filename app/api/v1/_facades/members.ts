import { z } from "zod";
import type { Viewer } from "@/lib/auth/roles";
import { countReviewsByMemberPerRating } from "@/lib/db/queries/agents/agent-reviews";
import { getAgents } from "@/lib/services/agents/get-agents";
import { findMemberById } from "@/lib/db/queries/members/members";
import type { ServiceContext } from "@/lib/services/context";
import { listFollows } from "@/lib/services/follows/follows";
import { badInput, fail, type Result } from "@/lib/services/result";
import { requireMember } from "@/lib/services/members/authorization";
import { toAccountMember, toPublicMember, type AccountMember, type PublicMember } from "@/lib/services/members/member";

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

export interface AgentReviewsSummary {
  memberId: string;
  /** Reviews of agents this member wrote, and the stars they gave on average (one decimal). */
  written: { total: number; averageRating: number | null; byRating: Record<"1" | "2" | "3" | "4" | "5", number> };
  /** When the member is an agent: the reviews they received, as their profile shows them. */
  asAgent: { agentId: number; reviewCount: number; ratingAverage: number | null } | null;
}

/**
 * GET /member/{id}/agentreviews/summary: public, as the member's profile lists their reviews. The
 * average is rounded to one decimal the way agents' ratings are (lib/db/queries/agents/agent-reviews.ts).
 */
export async function agentReviewsSummary(
  ctx: ServiceContext,
  rawId: string,
): Promise<Result<{ summary: AgentReviewsSummary }>> {
  const found = await memberById(ctx, rawId);
  if (!found.ok) return found;
  const { id: memberId, agentId } = found.member;
  const [perRating, [agent]] = await Promise.all([
    countReviewsByMemberPerRating(ctx.db, memberId),
    agentId === null ? [] : getAgents(ctx, [agentId]),
  ]);
  const byRating = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let total = 0;
  let stars = 0;
  for (const { rating, count } of perRating) {
    const key = String(rating);
    if (key in byRating) byRating[key as keyof typeof byRating] = count;
    total += count;
    stars += rating * count;
  }
  return {
    ok: true,
    summary: {
      memberId,
      written: { total, averageRating: total ? Math.round((stars * 10) / total) / 10 : null, byRating },
      asAgent: agent ? { agentId: agent.id, reviewCount: agent.reviewCount, ratingAverage: agent.ratingAverage } : null,
    },
  };
}
