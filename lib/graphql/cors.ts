import type { CORSOptions } from "graphql-yoga";
import { isSiteOrigin } from "../security/same-origin";
import { serverEnv } from "../env";

function siteOrigins(): string[] {
  return [new URL(serverEnv.SITE_URL).origin];
}

/**
 * Whether a /graphql request comes from a page of another origin. Requests without an Origin
 * (same-origin GETs, server-to-server calls, tools) are not: browsers send one on every
 * cross-origin request. "null" (sandboxed frames, file: pages) is foreign.
 */
export function isForeignOriginRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return origin === "null" || !isSiteOrigin(origin, request, siteOrigins());
}

/**
 * CORS for /graphql: only this site's own origin(s) (the request's origin and SITE_URL) may read
 * responses, with credentials. Any other origin gets no Access-Control-* headers at all, so a
 * browser keeps the response (a member's e-mail, follows) from the page that asked. Yoga's
 * default would reflect every Origin with Allow-Credentials.
 */
export function graphqlCors(request: Request): CORSOptions | false {
  const origin = request.headers.get("origin");
  if (origin === null || isForeignOriginRequest(request)) return false;
  return { origin: [origin], credentials: true, methods: ["GET", "POST"], maxAge: 600 };
}
