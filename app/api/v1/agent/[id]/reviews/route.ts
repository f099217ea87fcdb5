import { failureResponse } from "@/lib/http/failure-response";
import { agentReviewsById } from "@/lib/services/agents/agent-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/agent/{id}/reviews?skip=0&take=5 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const query = new URL(request.url).searchParams;
  const result = await agentReviewsById(requestContext(), (await params).id, {
    skip: query.get("skip"),
    take: query.get("take"),
  });
  if (!result.ok) return failureResponse(result);
  return Response.json(result.reviews);
}
