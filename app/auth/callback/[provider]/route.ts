import { authConfig } from "@/lib/auth/config";
import { cookieNames, readCookie, serializeCookie, socialFlowCookie } from "@/lib/auth/cookies";
import { openSocialFlow, sealSocialFlow } from "@/lib/auth/social/flow-cookie";
import { checkSocialCallback } from "@/lib/auth/social/oidc-client";
import { socialProvider } from "@/lib/auth/social/providers";
import { serverEnv } from "@/lib/env";

function toSignIn(params: Record<string, string>, cookie?: string): Response {
  // Relative: the browser stays on the host it came back to (wrangler dev reports every request
  // as localhost, which would strand a sign-in started on 127.0.0.1).
  const headers = new Headers({
    location: `/sign-in?${new URLSearchParams(params)}`,
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
  });
  if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/**
 * The provider's redirect (GET, or a form POST from Apple). Checks state (and the issuer) against
 * this browser's flow cookie, marks the flow checked, and hands the code to the sign-in page as
 * ?providerName=…&authCode=…, where the page's one-time handler posts it to
 * /api/user/authenticatesocial. The code is useless without this browser's PKCE
 * verifier, which never leaves the encrypted cookie.
 */
async function handle(request: Request, provider: string, parameters: URLSearchParams): Promise<Response> {
  const secret = authConfig().current;
  const flow = await openSocialFlow(
    readCookie(request.headers.get("cookie"), cookieNames(request.url).socialFlow),
    secret,
  );
  const configured = socialProvider(provider);
  const returnTo = flow?.returnTo ?? "/";
  if (!flow || !configured || flow.provider !== provider) {
    return toSignIn({
      providerName: provider,
      authError: "The sign-in took too long or was started elsewhere. Please try again.",
      returnTo,
    });
  }
  if (parameters.get("error")) {
    return toSignIn(
      {
        providerName: provider,
        authError: parameters.get("error_description") ?? parameters.get("error") ?? "",
        returnTo,
      },
      serializeCookie(socialFlowCookie(request.url, "")),
    );
  }
  try {
    const code = await checkSocialCallback(configured, parameters, flow, serverEnv.APP_ENV === "development");
    const checked = await sealSocialFlow({ ...flow, stateChecked: true }, secret);
    return toSignIn(
      { providerName: provider, authCode: code, returnTo },
      serializeCookie(socialFlowCookie(request.url, checked)),
    );
  } catch (error) {
    console.warn("social callback refused", provider, error instanceof Error ? error.message : error);
    return toSignIn(
      { providerName: provider, authError: "", returnTo },
      serializeCookie(socialFlowCookie(request.url, "")),
    );
  }
}

export async function GET(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  return handle(request, (await params).provider, new URL(request.url).searchParams);
}

export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const form = await request.formData().catch(() => null);
  const parameters = new URLSearchParams();
  form?.forEach((value, key) => typeof value === "string" && parameters.set(key, value));
  return handle(request, (await params).provider, parameters);
}
