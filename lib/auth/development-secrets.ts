/*
 * Development-only defaults so `npm start` works with no configuration. They are public (in git),
 * so lib/env.ts refuses to start any other APP_ENV without real AUTH_JWT_SECRET and AUTH_PEPPER.
 * Kept apart from config.ts (server-only) so the Worker entry's cron and queue code can read them.
 */
export const DEVELOPMENT_JWT_SECRET = "development-only-jwt-secret-not-for-deployment-0001";
export const DEVELOPMENT_PEPPER = "development-only-pepper-0001";
