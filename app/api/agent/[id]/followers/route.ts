import { postJsonRoute } from "@/lib/auth/http/post-json-route";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { failureResponse } from "@/lib/http/failure-response";
import { follow } from "@/lib/services/follows/follows";

/**
 * POST /api/agent/{id}/followers: the signed-in member follows the agent (the legacy client's
 * call). Members only, this site's Origin only; following twice is still following.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return postJsonRoute(
    async ({ ctx }) => {
      const result = await follow(ctx, await viewerFromRequest(request), { targetType: "agent", targetId: id });
      if (!result.ok) return failureResponse(result);
      return Response.json({ following: true }, { headers: { "cache-control": "no-store" } });
    },
    { bodyless: true },
  )(request);
}
