import { failureResponse } from "@/lib/http/failure-response";
import { searchLocationsApi } from "@/lib/services/locations/location-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/search/locations?q=bondi&take=8 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const result = await searchLocationsApi(requestContext(), { q: query.get("q"), take: query.get("take") });
  if (!result.ok) return failureResponse(result);
  return Response.json(result.locations);
}
