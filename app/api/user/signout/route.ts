import { signedOutResponse } from "@/lib/session/http/auth-responses";
import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { refreshTokenFromRequest } from "@/lib/session/server/request-viewer";
import { sessionRevocations } from "@/lib/session/server/session-revocations";
import { endSession } from "@/lib/services/members/session";

/**
 * POST /api/user/signout (no body): ends this sign-in's token family, its access tokens included
 * (revocation list), and clears the cookies.
 */
export const POST = restRoute({ operation: ops.legacySignOut, auth: "session" }, async ({ request, ctx, viewer }) => {
  await endSession(ctx, refreshTokenFromRequest(request), sessionRevocations(), viewer?.sessionId);
  return signedOutResponse(request, { ok: true }, 200);
});
