// Where the Worker under test answers. One definition for Vitest, Playwright and the bench.
//   TEST_BASE_URL  a full origin to test against (an already running server, e.g. a preview)
//   TEST_PORT      the port the harness serves `wrangler dev` on (default 8787)

export const DEFAULT_TEST_PORT = 8787;

export function testPort(): number {
  const fromEnv = process.env.TEST_PORT;
  if (!fromEnv) return DEFAULT_TEST_PORT;
  const port = Number(fromEnv);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`TEST_PORT must be a TCP port number, got "${fromEnv}"`);
  }
  return port;
}

/** The origin of the Worker under test, without a trailing slash: `http://127.0.0.1:8787`. */
export function baseURL(): string {
  const fromEnv = process.env.TEST_BASE_URL;
  if (fromEnv) return fromEnv.replace(/\/+$/, "");
  return `http://127.0.0.1:${testPort()}`;
}

/** An absolute URL on the Worker under test: `url("/api/version")`. */
export function url(path: string): string {
  return new URL(path, `${baseURL()}/`).toString();
}

/**
 * Headers of a same-origin JSON write, as a page of this site would send them: every
 * state-changing request must carry this site's Origin (lib/security/same-origin.ts).
 */
export function sameOriginJson(): Record<string, string> {
  return { origin: baseURL(), "content-type": "application/json" };
}
