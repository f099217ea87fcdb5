import * as ops from "@/lib/http/api/operations/legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { setLocationFollow } from "@/lib/services/follows/location-follows";

/**
 * POST /locations/{slug}/follow (and the uniqueUri form, `/vic/melbourne-3000/follow`, which
 * middleware rewrites here): the legacy client's call. Members only, this site's Origin only;
 * following twice is still following.
 */
export const POST = restRoute(
  { operation: ops.legacyFollowLocation, auth: "session" },
  async ({ ctx, viewer, params }) => {
    const result = await setLocationFollow(ctx, viewer, params.slug, true);
    return result.ok ? { following: result.following } : result;
  },
);
