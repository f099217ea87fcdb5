import { authConfig } from "@/lib/auth/config";
import { serializeCookie, socialFlowCookie } from "@/lib/auth/cookies";
import { safeReturnTo } from "@/lib/auth/return-to";
import { sealSocialFlow } from "@/lib/auth/social/flow-cookie";
import { beginSocialSignIn } from "@/lib/auth/social/oidc-client";
import { socialProvider } from "@/lib/auth/social/providers";
import { socialRedirectUri } from "@/lib/session/server/social-redirect-uri";
import { serverEnv } from "@/lib/env";

/**
 * GET /auth/signin/{provider}?returnTo=/path: starts a social sign-in. State, nonce and the PKCE
 * verifier go into an encrypted HttpOnly cookie of this browser; the browser goes to the provider.
 */
export async function GET(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider: name } = await params;
  const provider = socialProvider(name);
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"));
  if (!provider) return Response.redirect(new URL(`/sign-in?${new URLSearchParams({ returnTo })}`, request.url), 303);
  const { authorizationUrl, flow } = await beginSocialSignIn(
    provider,
    socialRedirectUri(request, provider.name),
    returnTo,
    serverEnv.APP_ENV === "development",
  );
  const sealed = await sealSocialFlow(flow, authConfig().current);
  return new Response(null, {
    status: 303,
    headers: {
      location: authorizationUrl,
      "set-cookie": serializeCookie(socialFlowCookie(request.url, sealed)),
      "cache-control": "no-store",
    },
  });
}
