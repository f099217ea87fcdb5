import { z } from "zod";
import { plainText } from "../free-text";
import { agentInfoKitPath } from "../../agents/agent-urls";
import { FEES_TEXT_MAX_LENGTH } from "../../agents/info-kit";
import type { Viewer } from "../../auth/roles";
import { setAgentFeesText } from "../../db/queries/agents/agent-info-kit";
import type { ServiceContext } from "../context";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import { agentIdOfViewer } from "./agent-transactions";
import type { Agent } from "./agent";

export const ONLY_AGENTS_HAVE_A_KIT = "Only agents have an information kit. Sign in with your agent account.";

export const feesTextSchema = z.object({
  feesText: plainText(
    z
      .string({ message: "Write your fees as text." })
      .trim()
      .max(
        FEES_TEXT_MAX_LENGTH,
        `Please keep your fees under ${FEES_TEXT_MAX_LENGTH.toLocaleString("en-AU")} characters.`,
      ),
    "Your fees",
    { multiline: true },
  ),
});

export interface InfoKitSettings {
  feesText: string | null;
  /** The kit's public path, for the agent to open and print or share. */
  infoKitUrl: string;
}

/** The fees text the agent set for their kit, or null (also for an unknown agent). */
export async function getAgentFeesText(ctx: ServiceContext, agent: Pick<Agent, "id">): Promise<string | null> {
  return (await ctx.loaders.agent.load(agent.id))?.feesText ?? null;
}

async function viewersAgent(
  ctx: ServiceContext,
  viewer: Viewer | null,
): Promise<Result<{ agentId: number; username: string }>> {
  requireMember(viewer);
  const agentId = await agentIdOfViewer(ctx, viewer);
  const row = agentId === null ? undefined : await ctx.loaders.agent.load(agentId);
  if (!row) return fail("FORBIDDEN", ONLY_AGENTS_HAVE_A_KIT);
  return { ok: true, agentId: row.id, username: row.username };
}

/** The signed-in agent's kit settings: their fees text and where the kit is. */
export async function getMyInfoKit(ctx: ServiceContext, viewer: Viewer | null): Promise<Result<InfoKitSettings>> {
  const agent = await viewersAgent(ctx, viewer);
  if (!agent.ok) return agent;
  return {
    ok: true,
    feesText: await getAgentFeesText(ctx, { id: agent.agentId }),
    infoKitUrl: agentInfoKitPath(agent.username),
  };
}

/**
 * The signed-in agent sets the fees text of their own kit (an empty text clears it). Only their
 * own: the agent comes from the session's member, never from the input.
 */
export async function setMyFeesText(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<InfoKitSettings>> {
  const agent = await viewersAgent(ctx, viewer);
  if (!agent.ok) return agent;
  const parsed = feesTextSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const feesText = parsed.data.feesText === "" ? null : parsed.data.feesText;
  await setAgentFeesText(ctx.db, agent.agentId, feesText);
  ctx.loaders.agent.clear(agent.agentId);
  return { ok: true, feesText, infoKitUrl: agentInfoKitPath(agent.username) };
}
