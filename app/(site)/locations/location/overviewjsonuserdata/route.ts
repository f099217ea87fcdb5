import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { failureResponse } from "@/lib/http/failure-response";
import { getLocationUserData } from "@/lib/services/community/location-user-data";
import { requestContext } from "@/lib/services/request-context";
import { FailureError } from "@/lib/services/result";

/** About one member: never kept by a shared cache. */
const PRIVATE = { "cache-control": "private, no-store", vary: "cookie" };

/** GET /locations/location/overviewjsonuserdata?locationUniqueUri=: the member's follow and review of a place. */
export async function GET(request: Request) {
  const locationUniqueUri = new URL(request.url).searchParams.get("locationUniqueUri") ?? undefined;
  try {
    const result = await getLocationUserData(requestContext(), await viewerFromRequest(request), { locationUniqueUri });
    if (!result.ok) return failureResponse(result, PRIVATE);
    const { ok: _ok, ...body } = result;
    return Response.json(body, { headers: PRIVATE });
  } catch (error) {
    if (error instanceof FailureError) return failureResponse(error.failure, PRIVATE);
    throw error;
  }
}
