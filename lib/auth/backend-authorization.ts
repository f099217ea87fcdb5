/**
 * Spec section 6: "A configured backend bearer token, if non-empty, overrides the session header
 * for backend-for-frontend calls." lib/env.ts already turns an empty value into unset.
 */
export function backendAuthorization(backendBearerToken: string | undefined, accessToken: string | undefined): string | null {
  if (backendBearerToken) return `Bearer ${backendBearerToken}`;
  return accessToken ? `Bearer ${accessToken}` : null;
}
