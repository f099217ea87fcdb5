import { postJsonRoute } from "@/lib/auth/http/post-json-route";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { failureResponse } from "@/lib/http/failure-response";
import { setLocationFollow } from "@/lib/services/follows/location-follows";

/**
 * POST `/locations/{slug}/follow` and `/unfollow` (and the uniqueUri forms, `/vic/melbourne-3000/follow`,
 * which middleware rewrites here): the legacy client's calls. Members only, this site's Origin only
 * (the request gate and postJsonRoute both check); following twice is still following.
 */
export function locationFollowRoute(following: boolean) {
  return async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
    const { slug } = await params;
    return postJsonRoute(
      async ({ ctx }) => {
        const result = await setLocationFollow(ctx, await viewerFromRequest(request), slug, following);
        if (!result.ok) return failureResponse(result);
        return Response.json({ following: result.following }, { headers: { "cache-control": "no-store" } });
      },
      { bodyless: true },
    )(request);
  };
}
