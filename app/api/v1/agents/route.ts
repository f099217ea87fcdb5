import { failureResponse } from "@/lib/http/failure-response";
import { agentsByFilter } from "@/lib/services/agents/agent-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/agents?json={"userIds":[…],"skip":0,"take":5} */
export async function GET(request: Request) {
  const result = await agentsByFilter(requestContext(), new URL(request.url).searchParams.get("json"));
  if (!result.ok) return failureResponse(result);
  return Response.json(result.agents);
}
