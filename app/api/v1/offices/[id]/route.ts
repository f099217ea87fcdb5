import { failureResponse } from "@/lib/http/failure-response";
import { officeById } from "@/lib/services/agents/agencies";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/offices/{id}: the office with its company and agents. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const result = await officeById(requestContext(), (await params).id);
  if (!result.ok) return failureResponse(result);
  return Response.json(result.office);
}
