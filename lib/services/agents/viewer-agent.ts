import type { Viewer } from "../../auth/roles";
import type { ServiceContext } from "../context";
import { fail, type Result } from "../result";
import type { Agent } from "./agent";
import { agentIdOfViewer } from "./agent-transactions";
import { getAgents } from "./get-agents";

/**
 * The agent the signed-in member is (the member account linked to an agent profile). A visitor or
 * a member who is not an agent is FORBIDDEN with `refusal`, which says what only agents may do.
 */
export async function getViewerAgent(
  ctx: ServiceContext,
  viewer: Viewer | null,
  refusal: string,
): Promise<Result<{ agent: Agent }>> {
  const agentId = await agentIdOfViewer(ctx, viewer);
  const [agent] = agentId === null ? [] : await getAgents(ctx, [agentId]);
  return agent ? { ok: true, agent } : fail("FORBIDDEN", refusal);
}
