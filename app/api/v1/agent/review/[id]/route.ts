import { failureResponse } from "@/lib/http/failure-response";
import { agentReviewById } from "@/lib/services/agents/agent-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/agent/review/{id} */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const result = await agentReviewById(requestContext(), (await params).id);
  if (!result.ok) return failureResponse(result);
  return Response.json(result.review);
}
