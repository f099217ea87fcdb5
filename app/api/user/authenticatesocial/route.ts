import { authConfig } from "@/lib/auth/config";
import { cookieNames, readCookie, socialFlowCookie } from "@/lib/auth/cookies";
import { failureWithCookies, signedInResponse } from "@/lib/session/http/auth-responses";
import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { UNABLE_TO_RETRIEVE_USER_INFO, unableToAuthenticateWith } from "@/lib/auth/messages";
import { socialRedirectUri } from "@/lib/session/server/social-redirect-uri";
import { openSocialFlow } from "@/lib/auth/social/flow-cookie";
import { exchangeSocialCode } from "@/lib/auth/social/oidc-client";
import { providerLabel, socialProvider } from "@/lib/auth/social/providers";
import { serverEnv } from "@/lib/env";
import { socialSignInSchema } from "@/lib/services/members/inputs";
import { fail } from "@/lib/services/result";
import { signInWithIdentity } from "@/lib/services/members/social-sign-in";

/**
 * POST /api/user/authenticatesocial {providerName, authCode}: exchanges the code with this
 * browser's PKCE verifier, checks the ID token (nonce included), signs the member in (creating
 * the account on first use: `created` tells the page to send sign_up rather than login). The
 * flow cookie is cleared whatever happens, so a code is handled once.
 */
export const POST = restRoute({ operation: ops.legacySocialSignIn }, async ({ request, body, ctx }) => {
  const parsed = socialSignInSchema.safeParse(body);
  if (!parsed.success) return fail("BAD_INPUT", "Social sign-in needs a provider name and an auth code");
  const { providerName, authCode } = parsed.data;
  const clearFlow = socialFlowCookie(request.url, "");
  const refuse = (message: string) => failureWithCookies(fail("UNAUTHENTICATED", message), [clearFlow]);
  const keys = authConfig();
  const provider = socialProvider(providerName);
  const flow = await openSocialFlow(
    readCookie(request.headers.get("cookie"), cookieNames(request.url).socialFlow),
    keys.current,
  );
  if (!provider || !flow || !flow.stateChecked || flow.provider !== providerName)
    return refuse(unableToAuthenticateWith(providerLabel(providerName)));

  let identity;
  try {
    identity = await exchangeSocialCode(
      provider,
      authCode,
      flow,
      socialRedirectUri(request, provider.name),
      serverEnv.APP_ENV === "development",
    );
  } catch (error) {
    console.warn("social code exchange failed", providerName, error instanceof Error ? error.message : error);
    return refuse(unableToAuthenticateWith(provider.label));
  }
  const result = await signInWithIdentity(ctx, identity, provider.label, keys);
  if (!result.ok) {
    if (result.message === UNABLE_TO_RETRIEVE_USER_INFO) console.error(UNABLE_TO_RETRIEVE_USER_INFO, providerName);
    return failureWithCookies(result, [clearFlow]);
  }
  return signedInResponse(request, result, {
    extra: { created: result.created, returnTo: flow.returnTo },
    cookies: [clearFlow],
  });
});
