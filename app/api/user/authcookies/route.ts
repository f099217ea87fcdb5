import { clearedSessionCookies, sessionCookies } from "@/lib/auth/cookies";
import { failureWithCookies, jsonWithCookies } from "@/lib/session/http/auth-responses";
import { SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { refreshOnce } from "@/lib/session/server/refresh-once";
import { refreshTokenFromRequest } from "@/lib/session/server/request-viewer";
import * as ops from "@/lib/http/api/operations/legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { getCurrentMember } from "@/lib/services/members/profile";
import { fail } from "@/lib/services/result";

/**
 * POST /api/user/authcookies (no body): refreshes the session from the auth cookie. 200 with new
 * cookies and the member; 401 with every session cookie cleared when no access token can be had.
 */
const sessionEnded = (request: Request) =>
  failureWithCookies(fail("UNAUTHENTICATED", SESSION_ENDED_MESSAGE), clearedSessionCookies(request.url));

export const POST = restRoute({ operation: ops.legacyRefreshSession }, async ({ request, ctx }) => {
  const refreshToken = refreshTokenFromRequest(request);
  const outcome = refreshToken ? await refreshOnce(refreshToken) : { status: "invalid" as const };
  if (outcome.status !== "rotated" && outcome.status !== "grace") {
    return sessionEnded(request);
  }
  const current = await getCurrentMember(ctx, outcome.viewer);
  if (!current.ok) return sessionEnded(request);
  return jsonWithCookies({ member: current.member }, { status: 200 }, sessionCookies(request.url, outcome));
});
