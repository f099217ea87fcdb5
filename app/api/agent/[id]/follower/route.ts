import { postJsonRoute } from "@/lib/auth/http/post-json-route";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { failureResponse } from "@/lib/http/failure-response";
import { unfollow } from "@/lib/services/follows/follows";

/** DELETE /api/agent/{id}/follower: the signed-in member stops following the agent (legacy call). */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return postJsonRoute(
    async ({ ctx }) => {
      const result = await unfollow(ctx, await viewerFromRequest(request), { targetType: "agent", targetId: id });
      if (!result.ok) return failureResponse(result);
      return Response.json({ following: false }, { headers: { "cache-control": "no-store" } });
    },
    { bodyless: true },
  )(request);
}
