import type { SignInReason } from "./sign-in-reason";

/**
 * Pages that need a session: middleware sends visitors to /sign-in?returnTo=<where they were>.
 * The pages check again themselves, and services check every action (middleware can be bypassed).
 * Other modules add their member-only pages here.
 */
export const MEMBER_ONLY_PATH_PREFIXES: readonly string[] = ["/account", "/alerts", "/agent-hub"];

export function isMemberOnlyPath(pathname: string): boolean {
  return MEMBER_ONLY_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The query of the sign-in and sign-up pages: the way back and why the person is there, each when known. */
function authQuery(returnTo: string | null, reason?: SignInReason | null): string {
  const query = new URLSearchParams();
  if (returnTo !== null) query.set("returnTo", returnTo);
  if (reason) query.set("reason", reason);
  const text = String(query);
  return text ? `?${text}` : "";
}

/** /sign-in?returnTo=/account/settings — the way back after signing in; `reason` says why on the page. */
export function signInPathFor(returnTo: string | null, reason?: SignInReason | null): string {
  return `/sign-in${authQuery(returnTo, reason)}`;
}

/** /sign-up with the same way back: it survives the confirmation e-mail and leads there once confirmed. */
export function signUpPathFor(returnTo: string | null, reason?: SignInReason | null): string {
  return `/sign-up${authQuery(returnTo, reason)}`;
}
