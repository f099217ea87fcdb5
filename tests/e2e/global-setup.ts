/**
 * Playwright's global setup: the Worker every browser test uses (tests/support/worker-server.ts),
 * the social sign-in tests' own Worker and the error-reporting tests' own Worker, all started before
 * any test runs. Starting a Worker
 * takes seconds of CPU; started from a test file's beforeAll it competed with the tests already
 * running in the other Playwright worker (CI has 2 cores) and could push their steps past their
 * timeouts.
 */
import startDefaultServer, { startWorkerServer } from "../support/worker-server";
import { SOCIAL_WORKER_PORT, socialWorkerVars } from "../support/social-test-settings";
import { REPORTING_WORKER_PORT, reportingWorkerVars } from "../support/error-reporting-test-settings";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopDefault = await startDefaultServer();
  // Its own server (own port, no reuse), already prepared by the default server's start.
  const social = await startWorkerServer({
    port: SOCIAL_WORKER_PORT,
    reuseExisting: false,
    prepare: false,
    vars: socialWorkerVars(),
  }).catch(async (error: unknown) => {
    await stopDefault();
    throw error;
  });
  const reporting = await startWorkerServer({
    port: REPORTING_WORKER_PORT,
    reuseExisting: false,
    prepare: false,
    vars: reportingWorkerVars(),
  }).catch(async (error: unknown) => {
    await Promise.allSettled([social.stop(), stopDefault()]);
    throw error;
  });
  return async () => {
    // All of them, even when one fails to stop.
    await Promise.allSettled([reporting.stop(), social.stop(), stopDefault()]);
  };
}
