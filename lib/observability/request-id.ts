/**
 * The id one request (or one cron run, or one queue batch) carries through every log line and error
 * report, and back to the browser in `x-request-id` and in Server-Timing (which a page's script can
 * read from its own navigation entry, so even a cached page's reports name the request that served it).
 */
export const REQUEST_ID_HEADER = "x-request-id";

/** Cloudflare's ray id, or our own uuid: letters, digits and dashes only, so it is safe in a header. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export function isRequestId(value: string | null | undefined): value is string {
  return typeof value === "string" && REQUEST_ID_PATTERN.test(value);
}

/**
 * The edge's id for a request: Cloudflare's ray id when it sent one (so our lines join Cloudflare's
 * own logs), else a new uuid. A caller's own `x-request-id` is never trusted: it could collide or
 * smuggle text into the logs.
 */
export function requestIdFor(headers: Headers, newId: () => string = () => crypto.randomUUID()): string {
  const ray = headers.get("cf-ray");
  return isRequestId(ray) ? ray : newId();
}

/** The Server-Timing entry that carries the id to the page's scripts (`rid;desc="<id>"`). */
export function requestIdServerTiming(requestId: string): string {
  return `rid;desc="${requestId}"`;
}
