import { NextResponse } from "next/server";
import { clearedSessionCookies, cookieNames, sessionCookies, type SessionCookie } from "../auth/cookies";
import { isMemberOnlyPath, signInPathFor } from "../auth/member-only-paths";
import { verifyLiveAccessToken } from "../session/server/live-access-token";
import { refreshOnce } from "../session/server/refresh-once";
import { SESSION_ENDED_COOKIE } from "../auth/session-ended-cookie";
import type { MiddlewareContext, MiddlewareStep } from "./pipeline";

/** Replaces (or removes, with value null) cookies in the Cookie header the app will see. */
function rewriteForwardedCookies(context: MiddlewareContext, changes: Record<string, string | null>) {
  const kept = (context.forwardHeaders.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !(part.slice(0, part.indexOf("=")) in changes));
  for (const [name, value] of Object.entries(changes)) if (value !== null) kept.push(`${name}=${value}`);
  context.forwardHeaders.set("cookie", kept.join("; "));
}

function setAll(context: MiddlewareContext, cookies: readonly SessionCookie[]) {
  for (const cookie of cookies)
    context.setCookies.push({ name: cookie.name, value: cookie.value, options: cookie.options });
}

/**
 * Edge session check on every page request:
 * - a valid access JWT (HS256 pinned, issuer, audience, expiry) of a session that has not ended
 *   (revocation list, lib/auth/session-revocation.ts): nothing to do;
 * - no valid access token but an auth cookie: refresh once (single flight), set the new cookies
 *   on the response and put them into the request the app renders with;
 * - the refresh fails: clear all session cookies and flag the session as ended for the page;
 * - a member-only page without a session: redirect to sign in and back.
 * Pages and services verify again; this step only saves a round trip and a flash of signed-out UI.
 */
export const session: MiddlewareStep = async (context) => {
  const { request } = context;
  const names = cookieNames(request.nextUrl);
  const access = request.cookies.get(names.access)?.value;
  if (access && (await verifyLiveAccessToken(access))) return;

  const refreshToken = request.cookies.get(names.auth)?.value;
  let signedIn = false;
  if (refreshToken) {
    const outcome = await refreshOnce(refreshToken);
    if (outcome.status === "rotated" || outcome.status === "grace") {
      const cookies = sessionCookies(request.nextUrl, outcome);
      setAll(context, cookies);
      rewriteForwardedCookies(context, Object.fromEntries(cookies.map((c) => [c.name, c.value])));
      signedIn = true;
    } else {
      const cleared = clearedSessionCookies(request.nextUrl);
      setAll(context, cleared);
      context.setCookies.push({
        name: SESSION_ENDED_COOKIE,
        value: "1",
        options: { httpOnly: false, sameSite: "lax", path: "/", maxAge: 60 },
      });
      rewriteForwardedCookies(context, Object.fromEntries(cleared.map((c) => [c.name, null])));
    }
  } else if (access) {
    rewriteForwardedCookies(context, { [names.access]: null });
  }

  if (!signedIn && isMemberOnlyPath(request.nextUrl.pathname)) {
    const redirect = NextResponse.redirect(
      new URL(signInPathFor(request.nextUrl.pathname + request.nextUrl.search), request.url),
      303,
    );
    return redirect;
  }
};
