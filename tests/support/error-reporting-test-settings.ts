/**
 * The error-reporting browser tests' fixed settings (tests/e2e/error-reporting.spec.ts): their own
 * Worker on WORKER_PORT, reporting (sentryTracking on) to a local Sentry receiver on RECEIVER_PORT
 * (tests/support/sentry-receiver.ts). Shared by the Playwright global setup, which starts that
 * Worker before any test runs, and the test file, which starts the receiver.
 */
import { testPort } from "./base-url";
import { RECEIVER_KEY, RECEIVER_PROJECT } from "./sentry-receiver";

export const REPORTING_WORKER_PORT = testPort() + 5;
export const REPORTING_RECEIVER_PORT = testPort() + 2;
export const REPORTING_ORIGIN = `http://127.0.0.1:${REPORTING_WORKER_PORT}`;

export const reportingWorkerVars = () => ({
  SENTRY_DSN: `http://${RECEIVER_KEY}@127.0.0.1:${REPORTING_RECEIVER_PORT}/${RECEIVER_PROJECT}`,
  PAGE_FEATURES: JSON.stringify({ sentryTracking: "true" }),
  APP_VERSION: "9.9.9-e2e",
});
