/**
 * Playwright's global setup: the Worker every browser test uses (tests/support/worker-server.ts)
 * and the social sign-in tests' own Worker, both started before any test runs. Starting a Worker
 * takes seconds of CPU; started from a test file's beforeAll it competed with the tests already
 * running in the other Playwright worker (CI has 2 cores) and could push their steps past their
 * timeouts.
 */
import startDefaultServer, { startWorkerServer } from "../support/worker-server";
import { SOCIAL_WORKER_PORT, socialWorkerVars } from "../support/social-test-settings";

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
  return async () => {
    // Both, even when one fails to stop.
    await Promise.allSettled([social.stop(), stopDefault()]);
  };
}
