import { z } from "zod";
import { findTopSellingAgents } from "../../db/queries/locations/location-listings";
import { getAgents } from "../agents/get-agents";
import type { Agent } from "../agents/agent";
import type { ServiceContext } from "../context";
import { badInput, type Result } from "../result";
import { cachedList } from "./cached-location-rows";
import type { Location } from "./location";

/** Agents shown in a suburb's sponsor slot by default, and at most. */
export const LOCAL_AGENTS_TAKE = 3;
export const MAX_LOCAL_AGENTS = 10;
/** Sales counted: the last 12 months. */
const SALES_WINDOW_MS = 365 * 24 * 60 * 60 * 1000;

export interface LocalAgent {
  agent: Agent;
  /** Homes the agent sold in the suburb over the last 12 months. */
  sold: number;
}

const takeSchema = z
  .number()
  .int("take must be a whole number.")
  .min(1, "take must be at least 1.")
  .max(MAX_LOCAL_AGENTS, `take is at most ${MAX_LOCAL_AGENTS}.`)
  .default(LOCAL_AGENTS_TAKE);

/**
 * The agents who sold most in a suburb over the last 12 months (the suburb's sponsor slot until
 * paid placements exist), read from the listings' agents. A street's are its suburb's; larger
 * places have none. Counts go through the location cache (10 minutes), keyed by the day so the
 * window moves.
 */
export async function getLocalAgents(
  ctx: ServiceContext,
  location: Location,
  rawTake?: number,
): Promise<Result<{ agents: LocalAgent[] }>> {
  const take = takeSchema.safeParse(rawTake ?? undefined);
  if (!take.success) return badInput(take.error, take.error.issues[0]?.message);
  const suburbId =
    location.type === "suburb" ? location.id : location.type === "street" ? location.hierarchyIds.at(-1) : undefined;
  if (suburbId === undefined) return { ok: true, agents: [] };
  const now = ctx.now;
  const day = Math.floor(now / 86_400_000);
  const counts = await cachedList(ctx, "location-listings", `agents:${suburbId}:${take.data}:${day}`, () =>
    findTopSellingAgents(ctx.db, { suburbId, soldSince: now - SALES_WINDOW_MS, take: take.data }),
  );
  const agents = new Map(
    (
      await getAgents(
        ctx,
        counts.map((row) => row.agentId),
      )
    ).map((agent) => [agent.id, agent]),
  );
  return {
    ok: true,
    agents: counts.flatMap((row) => {
      const agent = agents.get(row.agentId);
      return agent ? [{ agent, sold: row.sold }] : [];
    }),
  };
}
