import { clientAddress } from "@/lib/auth/http/client-address";
import { failureResponse } from "@/lib/http/failure-response";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { memberServiceConfig } from "@/lib/auth/server/member-service-config";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";
import { signUp } from "@/lib/services/members/sign-up";

/** POST /api/users: sign up. 202 and the same message whether or not the e-mail has an account. */
export const POST = legacyRoute(ops.legacySignUp, async ({ request, body, ctx }) => {
  const result = await signUp(ctx, body, clientAddress(request), memberServiceConfig(request));
  if (!result.ok) return failureResponse(result);
  deliverMailAfterResponse(result.afterResponse);
  return Response.json({ message: result.message }, { status: 202, headers: { "cache-control": "no-store" } });
});
