import { z } from "zod";
import { changeAnswer } from "@/app/api/admin/change-answer";
import { restRoute } from "@/lib/http/route/rest-route";
import { linkAgent, officeAgents, unlinkAgent } from "@/lib/services/staff/office-agents";

/** GET: the office's agents and their linked member accounts. The office's principal and admins. */
export const GET = restRoute(
  { auth: "staff", params: z.object({ id: z.string() }) },
  async ({ ctx, staff, params }) => {
    const officeId = Number(params.id);
    const found = await officeAgents(ctx, staff, Number.isSafeInteger(officeId) ? officeId : -1);
    return found.ok ? { office: found.office, agents: found.agents } : found;
  },
);

/** POST {agentId, email}: links the agent to that member account (the agent role). */
export const POST = restRoute({ auth: "staff", body: "json" }, async ({ ctx, staff, body }) =>
  changeAnswer(await linkAgent(ctx, staff, body)),
);

/** DELETE {agentId}: unlinks the agent's member account; its agent access ends at once. */
export const DELETE = restRoute({ auth: "staff", body: "json" }, async ({ ctx, staff, body }) =>
  changeAnswer(await unlinkAgent(ctx, staff, body)),
);
