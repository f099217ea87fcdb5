import { failureResponse } from "@/lib/http/failure-response";
import { searchOfficesAndLocations } from "@/lib/services/agents/agent-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/search/officesandlocations?q= */
export async function GET(request: Request) {
  const result = await searchOfficesAndLocations(requestContext(), new URL(request.url).searchParams.get("q"));
  if (!result.ok) return failureResponse(result);
  return Response.json({ offices: result.offices, locations: result.locations });
}
