import { signedOutResponse } from "@/lib/auth/http/auth-responses";
import { postJsonRoute } from "@/lib/auth/http/post-json-route";
import { refreshTokenFromRequest } from "@/lib/auth/server/request-viewer";
import { endSession } from "@/lib/services/members/session";

/** POST /api/user/signout (no body): ends this sign-in's token family and clears the cookies. */
export const POST = postJsonRoute(
  async ({ request, ctx }) => {
    await endSession(ctx, refreshTokenFromRequest(request));
    return signedOutResponse(request, { ok: true }, 200);
  },
  { bodyless: true },
);
