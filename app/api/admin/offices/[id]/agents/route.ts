import { adminRequestBody, adminRoute } from "@/app/api/admin/admin-route";
import { requestContext } from "@/lib/services/request-context";
import { linkAgent, officeAgents, unlinkAgent } from "@/lib/services/staff/office-agents";

type Params = { params: Promise<{ id: string }> };

/** GET: the office's agents and their linked member accounts. The office's principal and admins. */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const officeId = Number((await params).id);
  return adminRoute(async (viewer) => {
    const found = await officeAgents(requestContext(), viewer, Number.isSafeInteger(officeId) ? officeId : -1);
    return found.ok ? { office: found.office, agents: found.agents } : found;
  });
}

/** POST {agentId, email}: links the agent to that member account (the agent role). */
export async function POST(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  return adminRoute((viewer) => linkAgent(requestContext(), viewer, read.value));
}

/** DELETE {agentId}: unlinks the agent's member account; its agent access ends at once. */
export async function DELETE(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  return adminRoute((viewer) => unlinkAgent(requestContext(), viewer, read.value));
}
