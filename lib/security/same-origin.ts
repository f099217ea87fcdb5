import { failWith } from "../http/failure-response";
import { CROSS_SITE_REFUSED } from "../auth/messages";

/**
 * CSRF defence for state-changing requests: the browser's Origin must be this site's. A missing
 * Origin is refused too (every browser sends it on POST; tools can set it). Sec-Fetch-Site, when
 * present, must not say cross-site. SameSite=Lax cookies already keep most cross-site POSTs
 * unauthenticated; this also covers sibling sub-domains and login CSRF on the sign-in calls.
 */
export function isSameOriginRequest(request: Request, extraOrigins: readonly string[] = []): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  return isSiteOrigin(origin, request, extraOrigins);
}

/**
 * Whether an Origin header value names this site: the request's own origin, one of
 * `extraOrigins` (e.g. the configured SITE_URL), or the same loopback host and port.
 */
export function isSiteOrigin(origin: string, request: Request, extraOrigins: readonly string[] = []): boolean {
  const own = new URL(request.url).origin;
  return origin === own || extraOrigins.includes(origin) || sameLoopbackOrigin(origin, own);
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * `wrangler dev` hands the Worker http://localhost:<port> whichever loopback name the browser
 * used (tests use 127.0.0.1), so loopback names count as one host on the same port and scheme.
 * Never true for a real host name.
 */
function sameLoopbackOrigin(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    return x.protocol === y.protocol && x.port === y.port && LOOPBACK.has(x.hostname) && LOOPBACK.has(y.hostname);
  } catch {
    return false;
  }
}

export function crossSiteRefusal(): Response {
  return failWith("FORBIDDEN", CROSS_SITE_REFUSED);
}
