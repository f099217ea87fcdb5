import { jsonWithCookies, signedOutResponse } from "@/lib/auth/http/auth-responses";
import { postJsonRoute } from "@/lib/auth/http/post-json-route";
import { sessionCookies } from "@/lib/auth/cookies";
import { SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { refreshOnce } from "@/lib/auth/server/refresh-once";
import { refreshTokenFromRequest } from "@/lib/auth/server/request-viewer";
import { getCurrentMember } from "@/lib/services/members/profile";

/**
 * POST /api/user/authcookies (no body): refreshes the session from the auth cookie. 200 with new
 * cookies and the member; 401 with every session cookie cleared when no access token can be had.
 */
export const POST = postJsonRoute(
  async ({ request, ctx }) => {
    const refreshToken = refreshTokenFromRequest(request);
    const outcome = refreshToken ? await refreshOnce(refreshToken) : { status: "invalid" as const };
    if (outcome.status !== "rotated" && outcome.status !== "grace") {
      return signedOutResponse(request, { message: SESSION_ENDED_MESSAGE, errors: [{ message: SESSION_ENDED_MESSAGE }] }, 401);
    }
    const member = await getCurrentMember(ctx, outcome.viewer);
    if (!member) return signedOutResponse(request, { message: SESSION_ENDED_MESSAGE, errors: [{ message: SESSION_ENDED_MESSAGE }] }, 401);
    return jsonWithCookies({ member }, { status: 200 }, sessionCookies(request.url, outcome));
  },
  { bodyless: true },
);
