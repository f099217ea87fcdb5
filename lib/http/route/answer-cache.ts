import { entityTag, matchesIfNoneMatch } from "../api/etag";

/**
 * How long an answer may be kept, and by whom:
 * - `public-read`: the same answer for everyone (the public API's public GETs): a shared
 *   Cache-Control and an ETag, and a 304 when the client already has those bytes;
 * - `private`: about one member (their session): never stored, and `Vary: Cookie`;
 * - `no-store`: a change or a one-off answer: never stored.
 * A failure is never stored whatever the mode (lib/http/failure-response.ts).
 */
export type CacheMode = "public-read" | "private" | "no-store";

/**
 * A public read may be kept for a minute by the browser and shared caches (the product treats
 * fetched data as fresh for 60 seconds); after that the ETag makes asking again cheap.
 */
export const PUBLIC_READ_CACHE_CONTROL = "public, max-age=60";
/** The same answer to a request that carried credentials: only that client may keep it. */
export const CREDENTIALED_READ_CACHE_CONTROL = "private, max-age=60";

/** A cookie, an Authorization or an API key: a shared cache must not keep what answers it. */
export function hasCredentials(request: Request): boolean {
  return ["cookie", "authorization", "x-api-key"].some((name) => request.headers.has(name));
}

/** The headers every answer of a route in this mode carries, failures included. */
export function headersOfMode(mode: CacheMode): Record<string, string> {
  if (mode === "private") return { "cache-control": "private, no-store", vary: "cookie" };
  if (mode === "no-store") return { "cache-control": "no-store" };
  // A public read's Cache-Control depends on the request, and its failures are never stored.
  return {};
}

/** A public read's answer: shared or private lifetime by the request's credentials, its ETag, or a 304. */
export async function publicReadAnswer(request: Request, text: string, headers: Headers): Promise<Response> {
  const tag = await entityTag(text);
  headers.set("cache-control", hasCredentials(request) ? CREDENTIALED_READ_CACHE_CONTROL : PUBLIC_READ_CACHE_CONTROL);
  headers.set("etag", tag);
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), tag))
    return new Response(null, { status: 304, headers });
  return new Response(text, { status: 200, headers });
}
