import { clientAddress } from "@/lib/auth/http/client-address";
import { failureResponse } from "@/lib/http/failure-response";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { memberServiceConfig } from "@/lib/auth/server/member-service-config";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";
import { forgotPassword } from "@/lib/services/members/password-reset";

/** POST /api/user/forgotpassword {email}: 202 and the same message for every address. */
export const POST = legacyRoute(ops.legacyForgotPassword, async ({ request, body, ctx }) => {
  const result = await forgotPassword(ctx, body, clientAddress(request), memberServiceConfig(request));
  if (!result.ok) return failureResponse(result);
  deliverMailAfterResponse(result.afterResponse);
  return Response.json({ message: result.message }, { status: 202, headers: { "cache-control": "no-store" } });
});
