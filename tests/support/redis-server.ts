/**
 * A real redis-server (Debian package `redis-server`) on a free loopback port, for the Upstash
 * backend's tests and benchmark. No persistence, no config file; stopped by `stop()`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, connect } from "node:net";

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";

export interface RunningRedis {
  port: number;
  stop(): Promise<void>;
}

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Resolves once the port accepts connections; polls with a deadline (no fixed sleep). */
async function waitForPort(port: number, child: ChildProcess, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`redis-server did not listen on ${port} within ${deadlineMs} ms`);
}

export async function startRedisServer(): Promise<RunningRedis> {
  const port = await freeLoopbackPort();
  const child = spawn(
    REDIS_SERVER_PATH,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "yes"],
    {
      stdio: "ignore",
    },
  );
  await waitForPort(port, child, 10_000);
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
