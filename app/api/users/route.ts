import { clientAddress } from "@/lib/session/http/client-address";
import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { memberServiceConfig } from "@/lib/session/server/member-service-config";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";
import { signUp } from "@/lib/services/members/sign-up";

/** POST /api/users: sign up. 202 and the same message whether or not the e-mail has an account. */
export const POST = restRoute({ operation: ops.legacySignUp }, async ({ request, body, ctx }) => {
  const result = await signUp(ctx, body, clientAddress(request), memberServiceConfig(request));
  if (!result.ok) return result;
  deliverMailAfterResponse(result.afterResponse);
  return { message: result.message };
});
