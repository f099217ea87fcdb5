import { failureResponse } from "@/lib/http/failure-response";
import { companiesList } from "@/lib/services/agents/agencies";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/companies/list?stateId (1–8, ACT first) */
export async function GET(request: Request) {
  const result = await companiesList(requestContext(), new URL(request.url).searchParams.get("stateId"));
  if (!result.ok) return failureResponse(result);
  return Response.json(result.companies);
}
