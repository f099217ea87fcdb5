import { z } from "zod";
import {
  agentExists,
  deleteFollow,
  insertFollowWithinLimit,
  isFollowing,
  listFollowsOf,
  locationExists,
} from "../../db/queries/follows/follows";
import { getQuestion } from "../../db/queries/community/questions";
import { FOLLOW_TARGET_TYPES, type FollowTargetType } from "../../db/schema/follows";
import type { Viewer } from "../../auth/roles";
import type { ServiceContext } from "../context";
import type { Agent } from "../agents/agent";
import { getAgents } from "../agents/get-agents";
import { getLocation } from "../locations/get-location";
import type { Location } from "../locations/location";
import { requireMember, requireSelf } from "../members/authorization";
import { fail, type Result } from "../result";

export const followTargetSchema = z
  .object({
    targetType: z.enum(FOLLOW_TARGET_TYPES, { error: "Follow an agent, a location or a question" }),
    targetId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "That is not something you can follow"),
  })
  .strict();

export interface Follow {
  targetType: FollowTargetType;
  targetId: string;
  followedAt: string;
}

export type FollowResult = Result<{ following: boolean }>;

/** A member may follow at most this many things (keeps follow lists and digests bounded). */
export const MAX_FOLLOWS = 500;

/** Whatever is followed must exist (a question: one visitors can see). */
async function targetExists(ctx: ServiceContext, type: FollowTargetType, id: string): Promise<boolean> {
  if (!/^\d{1,12}$/.test(id)) return false;
  if (type === "question") return (await getQuestion(ctx.db, Number(id)))?.visibility === "visible";
  return type === "agent" ? agentExists(ctx.db, Number(id)) : locationExists(ctx.db, Number(id));
}

export async function follow(ctx: ServiceContext, viewer: Viewer | null, raw: unknown): Promise<FollowResult> {
  const member = requireMember(viewer);
  const parsed = followTargetSchema.safeParse(raw);
  if (!parsed.success) return fail("BAD_INPUT", parsed.error.issues[0]?.message ?? "Invalid follow");
  const { targetType, targetId } = parsed.data;
  if (!(await targetExists(ctx, targetType, targetId))) return fail("NOT_FOUND", `No such ${targetType}`);
  const row = { memberId: member.memberId, targetType, targetId, createdAt: ctx.now };
  if (!(await insertFollowWithinLimit(ctx.db, row, MAX_FOLLOWS))) {
    return fail("CONFLICT", `You can follow up to ${MAX_FOLLOWS} agents, locations and questions`);
  }
  return { ok: true, following: true };
}

export async function unfollow(ctx: ServiceContext, viewer: Viewer | null, raw: unknown): Promise<FollowResult> {
  const member = requireMember(viewer);
  const parsed = followTargetSchema.safeParse(raw);
  if (!parsed.success) return fail("BAD_INPUT", parsed.error.issues[0]?.message ?? "Invalid follow");
  await deleteFollow(ctx.db, member.memberId, parsed.data.targetType, parsed.data.targetId);
  return { ok: true, following: false };
}

/** A member's follows, newest first: their own, or anyone's for an admin. */
export async function listFollows(ctx: ServiceContext, viewer: Viewer | null, memberId: string): Promise<Follow[]> {
  requireSelf(viewer, memberId);
  const rows = await listFollowsOf(ctx.db, memberId, MAX_FOLLOWS);
  return rows.map((row) => ({
    targetType: row.targetType,
    targetId: row.targetId,
    followedAt: new Date(row.createdAt).toISOString(),
  }));
}

/** What a follow points at (GraphQL hands ids over as strings or numbers). */
type FollowTarget = { targetType: FollowTargetType; targetId: string | number };

/** The agent a follow points at, or null (another kind of target, or an agent no longer listed). */
export async function followedAgent(ctx: ServiceContext, follow: FollowTarget): Promise<Agent | null> {
  if (follow.targetType !== "agent") return null;
  return (await getAgents(ctx, [Number(follow.targetId)]))[0] ?? null;
}

/** The location a follow points at, or null (another kind of target, or a location no longer there). */
export async function followedLocation(ctx: ServiceContext, follow: FollowTarget): Promise<Location | null> {
  return follow.targetType === "location" ? getLocation(ctx, String(follow.targetId)) : null;
}

/** A follow with what it points at, for lists that name it (a question is named by its number). */
export interface FollowWithTarget extends Follow {
  agent: Agent | null;
  location: Location | null;
}

/** A member's follows as listFollows reads them, each with its agent or location. */
export async function listFollowsWithTargets(
  ctx: ServiceContext,
  viewer: Viewer | null,
  memberId: string,
): Promise<FollowWithTarget[]> {
  const follows = await listFollows(ctx, viewer, memberId);
  return Promise.all(
    follows.map(async (follow) => ({
      ...follow,
      agent: await followedAgent(ctx, follow),
      location: await followedLocation(ctx, follow),
    })),
  );
}

export async function viewerFollows(
  ctx: ServiceContext,
  viewer: Viewer | null,
  targetType: FollowTargetType,
  targetId: string,
): Promise<boolean> {
  if (!viewer) return false;
  return isFollowing(ctx.db, viewer.memberId, targetType, targetId);
}
