import { failureResponse } from "@/lib/http/failure-response";
import { listingStatsById } from "@/lib/services/agents/agent-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/agent/{id}/listings/stats */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const result = await listingStatsById(requestContext(), (await params).id);
  if (!result.ok) return failureResponse(result);
  return Response.json(result.stats);
}
