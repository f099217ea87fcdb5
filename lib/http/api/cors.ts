import { liveAllowedOrigins } from "../../db/queries/platform/api-keys";
import type { Database } from "../../db/database";
import { originAllowed, type ApiKey } from "../../services/platform/api-keys";
import { API_KEY_HEADER } from "./operation";

/**
 * CORS for the public API, only as far as API keys allow it: a partner's page at an origin its key
 * lists may read the answers; any other origin gets no CORS headers, so browsers keep the answer
 * from it. Our own pages are same-origin and need none of this.
 */

const EXPOSED = ["ETag", "RateLimit", "RateLimit-Policy", "Retry-After"].join(", ");

/** The CORS headers of an answer to a call made with `key`, for the Origin the request came from. */
export function corsHeadersFor(key: ApiKey | undefined, origin: string | null): Record<string, string> {
  if (!key || !origin || !key.allowedOrigins.includes(origin)) return {};
  return { "access-control-allow-origin": origin, "access-control-expose-headers": EXPOSED };
}

/**
 * The answer to a preflight (OPTIONS) under /api/v1. A preflight carries no key, so it is allowed
 * for an origin that some live key lists; the call itself is then checked against its own key.
 */
export async function apiPreflight(request: Request, db: Database): Promise<Response> {
  const origin = request.headers.get("origin");
  const headers = new Headers({ "cache-control": "no-store", vary: "Origin" });
  if (origin && originAllowed(await liveAllowedOrigins(db), origin)) {
    headers.set("access-control-allow-origin", origin);
    headers.set("access-control-allow-methods", "GET, POST, PUT, DELETE");
    headers.set("access-control-allow-headers", `content-type, if-none-match, ${API_KEY_HEADER}`);
    headers.set("access-control-max-age", "600");
  }
  return new Response(null, { status: 204, headers });
}
