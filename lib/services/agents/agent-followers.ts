import { z } from "zod";
import { listAgentFollowers, listAgentFollowing } from "../../db/queries/agents/agent-followers";
import type { ServiceContext } from "../context";
import type { Follow } from "../follows/follows";
import { badInput, fail, type Result } from "../result";
import { AGENT_PAGE_SIZE } from "./agent-profile";
import { getAgents } from "./get-agents";

/*
 * An agent's followers (members who follow them) and following (what the agent's own member
 * account follows): public, the same for everyone, so the profile shows the first page in its
 * shared copy. Agents paging: skip 0, take 5 by default, at most 50.
 */

const MAX_TAKE = 50;

export const followPagingInput = z
  .object({
    agentId: z.coerce
      .number({ message: "The agent id must be a number." })
      .int("The agent id must be a number.")
      .positive("The agent id must be a number.")
      .max(Number.MAX_SAFE_INTEGER, "The agent id must be a number."),
    skip: z.coerce
      .number({ message: "skip is a whole number from 0." })
      .int("skip is a whole number from 0.")
      .min(0, "skip is a whole number from 0.")
      .default(0),
    take: z.coerce
      .number({ message: "take is a whole number from 1 to 50." })
      .int("take is a whole number from 1 to 50.")
      .min(1, "take is a whole number from 1 to 50.")
      .max(MAX_TAKE, `take is at most ${MAX_TAKE}.`)
      .default(AGENT_PAGE_SIZE),
  })
  .strict();

export interface AgentFollower {
  username: string;
  name: string;
  followedAt: string;
}

async function parsed(ctx: ServiceContext, raw: unknown) {
  const input = followPagingInput.safeParse(raw);
  if (!input.success) return badInput(input.error, input.error.issues[0]?.message);
  const [agent] = await getAgents(ctx, [input.data.agentId]);
  if (!agent) return fail("NOT_FOUND", "No agent has that id.");
  return { ok: true as const, ...input.data };
}

/** GET /agent/{id}/followers: the members who follow the agent, newest first. */
export async function getAgentFollowers(
  ctx: ServiceContext,
  raw: unknown,
): Promise<Result<{ total: number; followers: AgentFollower[] }>> {
  const input = await parsed(ctx, raw);
  if (!input.ok) return input;
  const { rows, total } = await listAgentFollowers(ctx.db, input.agentId, input.skip, input.take);
  return {
    ok: true,
    total,
    followers: rows.map((row) => ({
      username: row.username,
      name: row.name,
      followedAt: new Date(row.createdAt).toISOString(),
    })),
  };
}

/** GET /agent/{id}/following: what the agent follows (agents, places, questions), newest first. */
export async function getAgentFollowing(
  ctx: ServiceContext,
  raw: unknown,
): Promise<Result<{ total: number; following: Follow[] }>> {
  const input = await parsed(ctx, raw);
  if (!input.ok) return input;
  const { rows, total } = await listAgentFollowing(ctx.db, input.agentId, input.skip, input.take);
  return {
    ok: true,
    total,
    following: rows.map((row) => ({
      targetType: row.targetType,
      targetId: row.targetId,
      followedAt: new Date(row.createdAt).toISOString(),
    })),
  };
}
