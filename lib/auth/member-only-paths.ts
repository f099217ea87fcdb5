/**
 * Pages that need a session: middleware sends visitors to /sign-in?returnTo=<where they were>.
 * The pages check again themselves, and services check every action (middleware can be bypassed).
 * Other modules add their member-only pages here.
 */
export const MEMBER_ONLY_PATH_PREFIXES: readonly string[] = ["/account", "/alerts", "/agent-hub"];

export function isMemberOnlyPath(pathname: string): boolean {
  return MEMBER_ONLY_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** /sign-in?returnTo=/account/settings — the way back after signing in. */
export function signInPathFor(returnTo: string): string {
  return `/sign-in?${new URLSearchParams({ returnTo })}`;
}
