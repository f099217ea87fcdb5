import * as ops from "@/lib/http/api/operations/legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { setLocationFollow } from "@/lib/services/follows/location-follows";

/** POST /locations/{slug}/unfollow (and the uniqueUri form): the signed-in member stops following the place. */
export const POST = restRoute(
  { operation: ops.legacyUnfollowLocation, auth: "session" },
  async ({ ctx, viewer, params }) => {
    const result = await setLocationFollow(ctx, viewer, params.slug, false);
    return result.ok ? { following: result.following } : result;
  },
);
