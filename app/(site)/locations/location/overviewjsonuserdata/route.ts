import { legacyRoute } from "@/lib/auth/http/legacy-route";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { failureResponse } from "@/lib/http/failure-response";
import { getLocationUserData } from "@/lib/services/community/location-user-data";
import { FailureError } from "@/lib/services/result";

/** About one member: never kept by a shared cache. */
const PRIVATE = { "cache-control": "private, no-store", vary: "cookie" };

/** GET /locations/location/overviewjsonuserdata?locationUniqueUri=: the member's follow and review of a place. */
export const GET = legacyRoute(ops.legacyLocationUserData, async ({ ctx, request }) => {
  const locationUniqueUri = new URL(request.url).searchParams.get("locationUniqueUri") ?? undefined;
  try {
    const result = await getLocationUserData(ctx, await viewerFromRequest(request), { locationUniqueUri });
    if (!result.ok) return failureResponse(result, PRIVATE);
    const { ok: _ok, ...body } = result;
    return Response.json(body, { headers: PRIVATE });
  } catch (error) {
    // A visitor's 401 also carries the private headers (legacyRoute's own answer would not).
    if (error instanceof FailureError) return failureResponse(error.failure, PRIVATE);
    throw error;
  }
});
