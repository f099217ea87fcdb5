import { signedInResponse } from "@/lib/session/http/auth-responses";
import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { memberServiceConfig } from "@/lib/session/server/member-service-config";
import { exchangeEmailToken } from "@/lib/services/members/email-verification";

/** POST /api/user/tokenexchange {type: "email-verification", token}: confirms the address and signs in. */
export const POST = restRoute({ operation: ops.legacyTokenExchange }, async ({ request, body, ctx }) => {
  const result = await exchangeEmailToken(ctx, body, memberServiceConfig(request));
  return result.ok ? signedInResponse(request, result) : result;
});
