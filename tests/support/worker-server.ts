// Starts `wrangler dev` against the OpenNext build for the tests, waits until it answers, stops it.
//
// Used as
//   - the Vitest globalSetup of the integration project (vitest.config.ts),
//   - the Playwright globalSetup (playwright.config.ts),
//   - a library by tests/support/with-worker-server.ts (npm test: one server for both suites)
//     and tests/bench/ttfb.ts.
//
// Which server:
//   TEST_BASE_URL set         test that origin; never start anything
//   TEST_SERVER=managed       the harness (npm test) already started it; only wait until it answers
//   CI set                    always start a fresh server; fail if the port is taken
//   otherwise (a laptop)      reuse a healthy server on the port (e.g. `npm start`), else start one
// Before starting, `sh scripts/lib/prepare.sh` migrates, seeds and builds if stale, unless
// TEST_SKIP_PREPARE=1. The readiness deadline is TEST_SERVER_TIMEOUT_MS (default 90 s).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { baseURL, testPort } from "./base-url";
import { pushServiceTls } from "./push-service";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Environment that keeps wrangler, workerd and Next from calling home (no internet here). */
export const quietToolEnv: Record<string, string> = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NEXT_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
};

export interface WorkerServer {
  /** `http://127.0.0.1:8787` */
  origin: string;
  /** True when an already running server is used; stop() then leaves it alone. */
  reused: boolean;
  /** Where wrangler's output goes (a server this process started). */
  logFile?: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  port?: number;
  /** Run scripts/lib/prepare.sh first (migrate, seed if empty, build if stale). */
  prepare?: boolean;
  /** Reuse a healthy server already on the port. Default: not on CI. */
  reuseExisting?: boolean;
  timeoutMs?: number;
  log?: (line: string) => void;
  /** Worker variables for this server only (`wrangler dev --var KEY:VALUE`). */
  vars?: Record<string, string>;
}

interface ProbeResult {
  path: string;
  status: number;
}

const isCI = () => Boolean(process.env.CI) && process.env.CI !== "false" && process.env.CI !== "0";
const defaultLog = (line: string) => console.log(`[worker-server] ${line}`);

/** One GET with a short timeout; `undefined` when nothing answers (connection refused, timeout). */
async function get(origin: string, pathname: string, timeoutMs = 5_000): Promise<ProbeResult | undefined> {
  try {
    const response = await fetch(new URL(pathname, origin), {
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { "user-agent": "homefront-test-harness" },
    });
    await response.body?.cancel();
    return { path: pathname, status: response.status };
  } catch {
    return undefined;
  }
}

/**
 * Asks `GET /api/version`, falling back to `GET /`. Healthy: the version endpoint answers 2xx, or
 * (before it exists) the home page answers below 500.
 */
export async function probe(origin: string): Promise<{ answered: ProbeResult | undefined; healthy: boolean }> {
  const version = await get(origin, "/api/version");
  if (!version) return { answered: undefined, healthy: false };
  if (version.status >= 200 && version.status < 300) return { answered: version, healthy: true };
  const home = await get(origin, "/", 30_000);
  return { answered: home ?? version, healthy: home !== undefined && home.status < 500 };
}

/** Polls until the server is healthy or the deadline passes; `stillRunning` aborts early. */
export async function waitUntilReady(
  origin: string,
  {
    timeoutMs,
    stillRunning,
    describeFailure,
  }: {
    timeoutMs: number;
    stillRunning?: () => boolean;
    describeFailure?: () => string;
  },
): Promise<ProbeResult> {
  const deadline = Date.now() + timeoutMs;
  let last: ProbeResult | undefined;
  for (let attempt = 0; ; attempt += 1) {
    if (stillRunning && !stillRunning()) {
      throw new Error(`wrangler dev exited before ${origin} answered.${describeFailure?.() ?? ""}`);
    }
    const result = await probe(origin);
    last = result.answered ?? last;
    if (result.healthy && result.answered) return result.answered;
    if (Date.now() >= deadline) break;
    // Poll interval, not a wait for time: readiness is decided by the probe above.
    await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** attempt, 500)));
  }
  if (last && last.status >= 500) {
    // The server is up but the app fails: let the tests report what is broken.
    defaultLog(`warning: ${origin}${last.path} answers ${last.status}; running the tests anyway`);
    return last;
  }
  throw new Error(
    `${origin} did not answer GET /api/version or GET / within ${Math.round(timeoutMs / 1000)} s` +
      (last ? ` (last: ${last.path} → ${last.status})` : " (connection refused)") +
      (describeFailure?.() ?? ""),
  );
}

function runPrepare(log: (line: string) => void): void {
  log("preparing the Worker: sh scripts/lib/prepare.sh (migrate, seed if empty, build if stale)");
  const result = spawnSync("sh", ["scripts/lib/prepare.sh"], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...quietToolEnv },
  });
  if (result.status !== 0) {
    throw new Error(`sh scripts/lib/prepare.sh failed (exit ${result.status ?? result.signal})`);
  }
}

/** The project's Node 24 (the `node` devDependency); wrangler refuses Node < 22.12. */
function nodeBinary(): string {
  const pinned = path.join(repoRoot, "node_modules/.bin/node");
  return existsSync(pinned) ? pinned : process.execPath;
}

/**
 * A copy of the local state (D1, KV, cache) for a test's own server. Two workerd processes on one
 * D1 file take each other's SQLite locks, and workerd does not wait for a lock: a write in the
 * shared server failed now and then while the social sign-in server wrote (a sign-up's mail, written
 * after the response, was lost and a browser test waited for it in vain). Copied while the shared
 * server is idle (before any test runs), so the copy is consistent.
 */
function privateStateFor(port: number): string {
  const target = path.join(repoRoot, ".wrangler", `state-${port}`);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(repoRoot, ".wrangler/state"), target, { recursive: true });
  return target;
}

/** The blog's content service (Payload CMS, its own Worker: docs/blog.md) runs on the portal's port + 1. */
export const CONTENT_DIR = path.join(repoRoot, "workers/content");
export const contentPortFor = (portalPort: number) => portalPort + 1;

function spawnWrangler(
  port: number,
  logFile: string,
  vars: Record<string, string> = {},
  cwd: string = repoRoot,
  persistTo?: string,
  flags: string[] = [],
): ChildProcess {
  const wranglerBin = path.join(repoRoot, "node_modules/wrangler/bin/wrangler.js");
  const args = [
    wranglerBin,
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--show-interactive-dev-session=false",
    "--live-reload=false",
    // DevTools' port, fixed per server: left to wrangler, two servers starting at the same moment
    // both take the first free one and the second dies ('Address already in use').
    "--inspector-port",
    String(port + 10000),
    ...flags,
    ...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
    ...(persistTo ? ["--persist-to", persistTo] : []),
  ];
  const output = createWriteStream(logFile, { flags: "w" });
  const child = spawn(nodeBinary(), args, {
    cwd,
    // Its own process group, so stop() ends wrangler and the workerd it starts together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // The alerts' push service stand-in (tests/support/push-service.ts) is https with its own
    // certificate; wrangler adds NODE_EXTRA_CA_CERTS to workerd's trusted roots.
    env: { ...process.env, ...quietToolEnv, FORCE_COLOR: "0", NODE_EXTRA_CA_CERTS: pushServiceTls().certFile },
  });
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);
  return child;
}

function tailOf(chunks: string[]): string {
  const text = chunks.join("").trim().split("\n").slice(-25).join("\n");
  return text ? `\n--- wrangler dev output (last lines) ---\n${text}` : "";
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Starts (or reuses) the Worker and resolves once it answers. */
export async function startWorkerServer(options: StartOptions = {}): Promise<WorkerServer> {
  const log = options.log ?? defaultLog;
  const timeoutMs = options.timeoutMs ?? Number(process.env.TEST_SERVER_TIMEOUT_MS ?? 90_000);
  const port = options.port ?? testPort();
  const origin = options.port ? `http://127.0.0.1:${options.port}` : baseURL();
  const noop: WorkerServer = { origin, reused: true, stop: async () => {} };

  // A caller that names its own port and refuses reuse (a test needing its own Worker variables)
  // always gets its own server; everyone else uses the one the harness manages.
  const ownServer = options.port !== undefined && options.reuseExisting === false;
  if (!ownServer && (process.env.TEST_BASE_URL || process.env.TEST_SERVER === "managed")) {
    await waitUntilReady(origin, { timeoutMs });
    return noop;
  }

  const reuseExisting = options.reuseExisting ?? !isCI();
  const existing = await probe(origin);
  if (existing.answered) {
    if (reuseExisting && existing.healthy) {
      log(`reusing the server already answering on ${origin} (stop it to test a fresh build)`);
      return noop;
    }
    throw new Error(
      `Port ${port} is taken (${origin}${existing.answered.path} answered ${existing.answered.status}), ` +
        (isCI() ? "and on CI the tests always start a fresh server. " : "but that server is not healthy. ") +
        "Stop whatever listens there, or set TEST_PORT to a free port.",
    );
  }

  if (options.prepare ?? process.env.TEST_SKIP_PREPARE !== "1") runPrepare(log);
  if (!existsSync(path.join(repoRoot, ".open-next/worker.js"))) {
    throw new Error("No Worker build (.open-next/worker.js): run `sh scripts/lib/prepare.sh` or `npm start` once.");
  }

  const logDir = path.join(repoRoot, ".wrangler");
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `test-server-${port}.log`);
  const started = Date.now();
  // The suites' shared server comes with the blog's content service; a test's own server (its own
  // port and variables, e.g. social sign-in) does not need one, and port + 1 may be taken there.
  const content = ownServer ? { stop: async () => {} } : await startContentServer(port, logDir, log);
  log(`starting wrangler dev on ${origin} (output: ${path.relative(repoRoot, logFile)})`);
  const child = spawnWrangler(
    port,
    logFile,
    {
      ...(ownServer ? {} : { CONTENT_SERVICE_URL: `http://127.0.0.1:${contentPortFor(port)}` }),
      ...options.vars,
    },
    repoRoot,
    ownServer ? privateStateFor(port) : undefined,
  );
  const recent: string[] = [];
  const remember = (chunk: Buffer) => {
    recent.push(chunk.toString());
    if (recent.length > 200) recent.splice(0, recent.length - 200);
  };
  child.stdout?.on("data", remember);
  child.stderr?.on("data", remember);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // If this process dies without calling stop(), do not leave a server behind.
  const killOnExit = () => killGroup(child, "SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.removeListener("exit", killOnExit);
    killGroup(child, "SIGTERM");
    const gone = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000).unref()),
    ]);
    if (!gone) killGroup(child, "SIGKILL");
    // workerd may outlive wrangler by a moment; the group kill above reaches it too.
    killGroup(child, "SIGKILL");
    await content.stop();
  };

  try {
    const ready = await waitUntilReady(origin, {
      timeoutMs,
      stillRunning: () => child.exitCode === null && child.signalCode === null,
      describeFailure: () => tailOf(recent),
    });
    log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s (GET ${ready.path} → ${ready.status})`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, reused: false, stop, logFile };
}

/**
 * What the Worker logged that was not a request line: errors thrown in a page, a route or work
 * after the response (`after`) never reach the test that caused them, so a failed run prints these
 * (CI keeps no other copy of the server's output).
 */
export function workerProblemLines(logFile: string, max = 80): string[] {
  if (!existsSync(logFile)) return [];
  const problem = /✘|\[ERROR\]|\bError\b|Uncaught|exception|failed/i;
  const lines = readFileSync(logFile, "utf8").split("\n");
  return lines.filter((line) => problem.test(line) && !line.startsWith("[wrangler:info]")).slice(-max);
}

/**
 * The content service for a portal on `portalPort`, told to announce changes to that portal.
 * Started and stopped with the portal's server; ready when its REST API answers.
 */
async function startContentServer(
  portalPort: number,
  logDir: string,
  log: (line: string) => void,
): Promise<{ stop(): Promise<void> }> {
  const port = contentPortFor(portalPort);
  const origin = `http://127.0.0.1:${port}`;
  if (!existsSync(path.join(CONTENT_DIR, ".open-next/worker.js"))) {
    throw new Error("No content service build (workers/content/.open-next): run `sh scripts/lib/prepare.sh`.");
  }
  const logFile = path.join(logDir, `content-server-${port}.log`);
  log(`starting the content service on ${origin} (output: ${path.relative(repoRoot, logFile)})`);
  const child = spawnWrangler(
    port,
    logFile,
    { PORTAL_URL: `http://127.0.0.1:${portalPort}`, PORTAL_SITE_URL: `http://localhost:${portalPort}` },
    CONTENT_DIR,
    undefined,
    // GET /__scheduled runs its cron (scheduled publishing) when a test asks, as Cloudflare does every minute.
    ["--test-scheduled"],
  );
  const killOnExit = () => killGroup(child, "SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    killGroup(child, "SIGTERM");
    killGroup(child, "SIGKILL");
  };
  const deadline = Date.now() + Number(process.env.TEST_SERVER_TIMEOUT_MS ?? 90_000);
  for (let attempt = 0; ; attempt += 1) {
    const answer = await get(origin, "/api/posts?limit=1", 30_000);
    if (answer && answer.status === 200) break;
    if (child.exitCode !== null || Date.now() >= deadline) {
      await stop();
      throw new Error(`the content service on ${origin} did not answer GET /api/posts (see ${logFile})`);
    }
    // Poll interval, not a wait for time: readiness is decided by the request above.
    await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** attempt, 500)));
  }
  return { stop };
}

/**
 * Vitest globalSetup and Playwright globalSetup in one: both call the default export before the
 * tests and call the function it returns afterwards.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startWorkerServer();
  return async () => {
    if (!server.reused) defaultLog("stopping wrangler dev");
    await server.stop();
  };
}
