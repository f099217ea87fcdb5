import { admitApiKeyCall, type ApiKeyCall } from "../../services/platform/api-keys";
import type { ServiceContext } from "../../services/context";
import type { Failure } from "../../services/result";
import { corsHeadersFor } from "../api/cors";
import { API_KEY_HEADER } from "../api/operation";

/**
 * A partner's call with an API key (the public API, /api/v1): its key decides what it may do and
 * spends one of the key's calls this minute (reserved in one conditional write, so a burst cannot
 * overspend it), and it never acts with a browser's cookies.
 */

export type KeyedCall =
  | { ok: true; request: Request; headers: Record<string, string> }
  | { ok: false; failure: Failure; headers: Record<string, string> };

/** The key a request carries, or null. */
export function apiKeyOf(request: Request): string | null {
  return request.headers.get(API_KEY_HEADER);
}

/** RateLimit (limit, remaining, seconds to reset) and its policy, for a call made with a key. */
function rateLimitHeaders(call: ApiKeyCall | undefined): Record<string, string> {
  if (!call) return {};
  return {
    ratelimit: `limit=${call.limit}, remaining=${call.remaining}, reset=${call.resetSeconds}`,
    "ratelimit-policy": `${call.limit};w=60`,
  };
}

/**
 * The request as the handler sees a keyed call: the same, less its cookies. Built from the URL
 * string (OpenNext's Request subclass takes no Request as its first argument); the body stream
 * passes through unread.
 */
export function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  return new Request(request.url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Admits a keyed call: the headers every answer to it carries (its allowance, CORS for an origin
 * the key lists, `Vary: Origin` beside the route's own Vary), and the request without cookies; or
 * the refusal (an unknown or revoked key, a read key sending a change, the allowance spent).
 */
export async function admitKeyedCall(
  ctx: ServiceContext,
  request: Request,
  rawKey: string,
  { write, headers }: { write: boolean; headers: Record<string, string> },
): Promise<KeyedCall> {
  const admitted = await admitApiKeyCall(ctx, rawKey, { write });
  const keyHeaders = {
    ...headers,
    ...rateLimitHeaders(admitted.call),
    ...corsHeadersFor(admitted.call?.key, request.headers.get("origin")),
    vary: [headers.vary, "Origin"].filter(Boolean).join(", "),
  };
  if (!admitted.ok) return { ok: false, failure: admitted, headers: keyHeaders };
  return { ok: true, request: withoutCookies(request), headers: keyHeaders };
}
