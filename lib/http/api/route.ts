import { z } from "zod";
import { requestContext } from "../../services/request-context";
import type { ServiceContext } from "../../services/context";
import { badInput, FailureError, isFailure, type Failure } from "../../services/result";
import { failureResponse } from "../failure-response";
import { readJsonBody } from "../json-body";
import { admitApiKeyCall, type ApiKeyCall } from "../../services/platform/api-keys";
import { corsHeadersFor } from "./cors";
import { entityTag, matchesIfNoneMatch } from "./etag";
import { API_KEY_HEADER, successStatusOf, type ApiOperation } from "./operation";

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
/** Anything about one member, and every write: never stored. */
const PRIVATE_HEADERS = { "cache-control": "private, no-store", vary: "cookie" };

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface ApiCall<O extends ApiOperation> {
  ctx: ServiceContext;
  request: Request;
  params: Parsed<NonNullable<O["params"]>>;
  query: Parsed<NonNullable<O["query"]>>;
  body: Parsed<NonNullable<O["body"]>>;
}

/**
 * What a handler answers: the response body, or the service's Failure. The body is not typed
 * against the operation's response schema (services answer interfaces, the schemas are open
 * objects); the contract tests hold every answer to its schema instead.
 */
export type ApiAnswer = object | Failure;

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
function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  return new Request(request.url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** The search parameters as an object; a repeated key keeps its first value (we define no lists in the query). */
function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] ??= value;
  return query;
}

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown): { ok: true; value: Parsed<S> } | Failure {
  if (!schema) return { ok: true, value: undefined as Parsed<S> };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data as Parsed<S> };
  // Our schemas' messages name their field ("take is at most 50."), so the first one reads alone.
  return badInput(parsed.error, parsed.error.issues[0]?.message ?? "The request is not valid.");
}

/**
 * The one shape of a /api/v1 route: read and validate the path, query and JSON body with the
 * operation's zod schemas (a 400 with the first problem as the message and every field's problem
 * in fieldErrors), run the handler with this request's service context, and answer JSON or the
 * one failure body. Public GETs carry a shared Cache-Control and an ETag, and answer 304 when the
 * client already has those bytes. The Origin check for writes happens before this, in the Worker's
 * request gate (lib/security/request-gate.ts).
 */
export function apiRoute<O extends ApiOperation>(
  operation: O,
  handler: (call: ApiCall<O>) => Promise<ApiAnswer>,
): (request: Request, context: RouteContext) => Promise<Response> {
  const shared = operation.access === "public" && operation.method === "GET";
  return async (incoming, context) => {
    const ctx = requestContext();
    // A partner's call: its key decides what it may do, and it never acts with a browser's cookies.
    const rawKey = incoming.headers.get(API_KEY_HEADER);
    let keyCall: ApiKeyCall | undefined;
    let request = incoming;
    let headers: Record<string, string> = shared ? {} : PRIVATE_HEADERS;
    if (rawKey !== null) {
      const admitted = await admitApiKeyCall(ctx, rawKey, { write: operation.method !== "GET" && !operation.reads });
      keyCall = admitted.call;
      const cors = corsHeadersFor(keyCall?.key, incoming.headers.get("origin"));
      headers = {
        ...headers,
        ...rateLimitHeaders(keyCall),
        ...cors,
        vary: [headers.vary, "Origin"].filter(Boolean).join(", "),
      };
      if (!admitted.ok) return failureResponse(admitted, headers);
      request = withoutCookies(incoming);
    }
    const params = parse(operation.params, context?.params ? await context.params : {});
    if (!params.ok) return failureResponse(params, headers);
    const query = parse(operation.query, queryObject(new URL(request.url)));
    if (!query.ok) return failureResponse(query, headers);
    let rawBody: unknown = undefined;
    if (operation.body) {
      const read = await readJsonBody(request, operation.maxBodyBytes);
      if (!read.ok) return read.response;
      rawBody = read.value;
    }
    const body = parse(operation.body, rawBody);
    if (!body.ok) return failureResponse(body, headers);

    let answer: ApiAnswer;
    try {
      answer = await handler({
        ctx,
        request,
        params: params.value,
        query: query.value,
        body: body.value,
      } as ApiCall<O>);
    } catch (error) {
      if (error instanceof FailureError) return failureResponse(error.failure, headers);
      // A service that parses with .parse() throws its ZodError: still the caller's input, a 400.
      if (error instanceof z.ZodError) return failureResponse(badInput(error, error.issues[0]?.message), headers);
      throw error;
    }
    if (isFailure(answer)) return failureResponse(answer, headers);

    const text = JSON.stringify(answer);
    const responseHeaders = new Headers({ "content-type": "application/json", ...headers });
    if (!shared) return new Response(text, { status: successStatusOf(operation), headers: responseHeaders });
    const tag = await entityTag(text);
    responseHeaders.set(
      "cache-control",
      hasCredentials(request) ? CREDENTIALED_READ_CACHE_CONTROL : PUBLIC_READ_CACHE_CONTROL,
    );
    responseHeaders.set("etag", tag);
    if (matchesIfNoneMatch(request.headers.get("if-none-match"), tag))
      return new Response(null, { status: 304, headers: responseHeaders });
    return new Response(text, { status: 200, headers: responseHeaders });
  };
}
