import { clientAddress } from "@/lib/session/http/client-address";
import { signedInResponse } from "@/lib/session/http/auth-responses";
import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { memberServiceConfig } from "@/lib/session/server/member-service-config";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";
import { signIn } from "@/lib/services/members/sign-in";

/** POST /api/user/signin {email, password}: session cookies and Location: /api/user/{username}. */
export const POST = restRoute({ operation: ops.legacySignIn }, async ({ request, body, ctx }) => {
  const result = await signIn(ctx, body, clientAddress(request), memberServiceConfig(request));
  if (!result.ok) {
    if (result.status === 403) deliverMailAfterResponse();
    return result;
  }
  return signedInResponse(request, result);
});
