/** How long each part of a session lives (docs/auth.md explains the choices). */

/** Access-token JWT: short, so a stolen one is worth little; verified at the edge without D1. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** One refresh token (rotated on every use) and the whole sign-in family (never extended). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;
export const SESSION_FAMILY_TTL_MS = 30 * 24 * 3_600_000;
/**
 * A rotated refresh token presented again within this window is a parallel request of the same
 * browser (two tabs, a page and its prefetches) and gets an access token without rotating; after
 * it, the reuse is treated as theft and the family is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 3_600_000;
/** The sign-in flow with a social provider must finish within this time. */
export const SOCIAL_FLOW_TTL_SECONDS = 10 * 60;
/** The signed-in member is refreshed every 5 minutes. */
export const AUTH_REFRESH_INTERVAL_MS = 300_000;
/** The social callback guard resets after 1000 ms. */
export const SOCIAL_CALLBACK_GUARD_MS = 1000;
