import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { failureResponse } from "@/lib/http/failure-response";
import type { ServiceContext } from "@/lib/services/context";
import { setLocationFollow } from "@/lib/services/follows/location-follows";

/**
 * POST `/locations/{slug}/follow` and `/unfollow` (and the uniqueUri forms, `/vic/melbourne-3000/follow`,
 * which middleware rewrites here): the legacy client's calls, served through legacyRoute. Members
 * only, this site's Origin only (the request gate and legacyRoute both check); following twice is
 * still following.
 */
export function locationFollowHandler(following: boolean) {
  return async ({ ctx, request, params }: { ctx: ServiceContext; request: Request; params: { slug: string } }) => {
    const result = await setLocationFollow(ctx, await viewerFromRequest(request), params.slug, following);
    if (!result.ok) return failureResponse(result);
    return Response.json({ following: result.following }, { headers: { "cache-control": "no-store" } });
  };
}
