import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { getLocationUserData } from "@/lib/services/community/location-user-data";

/**
 * GET /locations/location/overviewjsonuserdata?locationUniqueUri=: the member's follow and review
 * of a place. About one member: never kept by a shared cache (a visitor's 401 included).
 */
export const GET = restRoute(
  { operation: ops.legacyLocationUserData, auth: "session", cache: "private" },
  async ({ ctx, viewer, query }) => {
    const result = await getLocationUserData(ctx, viewer, { locationUniqueUri: query.locationUniqueUri });
    if (!result.ok) return result;
    const { ok: _ok, ...body } = result;
    return body;
  },
);
