import { signedOutResponse } from "@/lib/auth/http/auth-responses";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { refreshTokenFromRequest, viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { sessionRevocations } from "@/lib/auth/server/session-revocations";
import { endSession } from "@/lib/services/members/session";

/**
 * POST /api/user/signout (no body): ends this sign-in's token family, its access tokens included
 * (revocation list), and clears the cookies.
 */
export const POST = legacyRoute(ops.legacySignOut, async ({ request, ctx }) => {
  const viewer = await viewerFromRequest(request);
  await endSession(ctx, refreshTokenFromRequest(request), sessionRevocations(), viewer?.sessionId);
  return signedOutResponse(request, { ok: true }, 200);
});
