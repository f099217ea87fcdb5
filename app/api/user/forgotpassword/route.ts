import { clientAddress } from "@/lib/session/http/client-address";
import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { memberServiceConfig } from "@/lib/session/server/member-service-config";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";
import { forgotPassword } from "@/lib/services/members/password-reset";

/** POST /api/user/forgotpassword {email}: 202 and the same message for every address. */
export const POST = restRoute({ operation: ops.legacyForgotPassword }, async ({ request, body, ctx }) => {
  const result = await forgotPassword(ctx, body, clientAddress(request), memberServiceConfig(request));
  if (!result.ok) return result;
  deliverMailAfterResponse(result.afterResponse);
  return { message: result.message };
});
