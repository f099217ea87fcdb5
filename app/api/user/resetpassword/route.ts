import { signedInResponse } from "@/lib/session/http/auth-responses";
import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { memberServiceConfig } from "@/lib/session/server/member-service-config";
import { sessionRevocations } from "@/lib/session/server/session-revocations";
import { resetPassword } from "@/lib/services/members/password-reset";

/** POST /api/user/resetpassword {token, password}: spends the link, ends other sessions (their access tokens too), signs in. */
export const POST = restRoute({ operation: ops.legacyResetPassword }, async ({ request, body, ctx }) => {
  const result = await resetPassword(ctx, body, memberServiceConfig(request), sessionRevocations());
  return result.ok ? signedInResponse(request, result) : result;
});
