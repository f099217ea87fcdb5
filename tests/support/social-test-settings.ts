/**
 * The social sign-in browser tests' fixed settings (tests/e2e/auth-social.spec.ts): their own
 * Worker on WORKER_PORT, whose Google settings point at a test OpenID provider on PROVIDER_PORT.
 * Shared by the Playwright global setup, which starts that Worker before any test runs, and the
 * test file, which starts the provider.
 */
import { testPort } from "./base-url";

// Offsets from the main test port (8787 → 8793 and 8794), so suites run from several checkouts at
// once (TEST_PORT=8800, 8810, …) never share a port.
export const SOCIAL_WORKER_PORT = testPort() + 6;
export const SOCIAL_PROVIDER_PORT = testPort() + 7;
export const SOCIAL_ORIGIN = `http://localhost:${SOCIAL_WORKER_PORT}`;
export const SOCIAL_ISSUER = `http://127.0.0.1:${SOCIAL_PROVIDER_PORT}`;
export const SOCIAL_CLIENT_ID = "homefront-e2e";
export const SOCIAL_CLIENT_SECRET = "homefront-e2e-client-secret-0123456789";

/** The Worker variables that point its Google sign-in at the test provider. */
export const socialWorkerVars = () => ({
  GOOGLE_CLIENT_ID: SOCIAL_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: SOCIAL_CLIENT_SECRET,
  GOOGLE_ISSUER: SOCIAL_ISSUER,
});
