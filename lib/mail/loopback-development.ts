import type { AppEnvironment } from "../flags/presets";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const LOOPBACK_ADDRESSES = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function hostnameOf(host: string): string {
  // "[::1]:8787" → "[::1]", "localhost:8787" → "localhost"
  const bracketed = /^(\[[^\]]+\])(?::\d+)?$/.exec(host);
  return (bracketed?.[1] ?? host.replace(/:\d+$/, "")).toLowerCase();
}

/**
 * True only for a request on a developer's own machine: APP_ENV development, a loopback Host, and
 * a loopback client address when one is known. Cloudflare always sets CF-Connecting-IP to the real
 * client; `wrangler dev` sets it to the connecting address (127.0.0.1 for `npm start`, which binds
 * to loopback). Previews and production are never development, whatever a request says.
 */
export function isLoopbackDevelopmentRequest(appEnv: AppEnvironment, headers: Pick<Headers, "get">): boolean {
  if (appEnv !== "development") return false;
  const host = headers.get("host");
  if (!host || !LOOPBACK_HOSTS.has(hostnameOf(host))) return false;
  const client = headers.get("cf-connecting-ip")?.trim();
  return client === undefined || client === "" || LOOPBACK_ADDRESSES.has(client);
}
