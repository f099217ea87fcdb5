import { failureResponse } from "@/lib/http/failure-response";
import { companyOfficesList } from "@/lib/services/agents/agencies";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/company/{id}/offices/list */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const result = await companyOfficesList(requestContext(), (await params).id);
  if (!result.ok) return failureResponse(result);
  return Response.json(result.offices);
}
