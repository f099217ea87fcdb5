// Runs one command while a single `wrangler dev` serves the Worker, so the integration and browser
// suites share one server:   tsx tests/support/with-worker-server.ts <command> [args...]
// The command sees TEST_SERVER=managed and TEST_PORT; the globalSetups then only wait for it.
// The Worker must already be prepared (scripts/test.sh does that first).
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { startWorkerServer, workerProblemLines } from "./worker-server";
import { testPort } from "./base-url";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: tsx tests/support/with-worker-server.ts <command> [args...]");
  process.exit(2);
}

const server = await startWorkerServer({ prepare: false });
let stopping = false;
const stopServer = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
};

const child = spawn(command, args, {
  stdio: "inherit",
  env: { ...process.env, TEST_SERVER: "managed", TEST_PORT: String(testPort()) },
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    child.kill(signal);
  });
}

const exitCode = await new Promise<number>((resolve) => {
  child.once("error", (error) => {
    console.error(`could not run ${command}: ${error.message}`);
    resolve(127);
  });
  child.once("exit", (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
});
if (exitCode !== 0 && server.logFile) {
  const problems = workerProblemLines(server.logFile);
  if (problems.length > 0)
    console.log(`[worker-server] what the Worker logged as errors during the run:\n${problems.join("\n")}`);
}
if (!server.reused) console.log("[worker-server] stopping wrangler dev");
await stopServer();
process.exit(exitCode);
