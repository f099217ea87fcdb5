import { failureResponse } from "@/lib/http/failure-response";
import { searchAgentsAndLocations } from "@/lib/services/agents/agent-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/search/agentsandlocations?q= */
export async function GET(request: Request) {
  const result = await searchAgentsAndLocations(requestContext(), new URL(request.url).searchParams.get("q"));
  if (!result.ok) return failureResponse(result);
  return Response.json({ agents: result.agents, locations: result.locations });
}
