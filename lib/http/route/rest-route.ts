import "server-only";
import { z } from "zod";
import type { Viewer } from "../../auth/roles";
import { viewerFromRequest } from "../../session/server/request-viewer";
import { getStaffViewer } from "../../session/server/staff-viewer";
import { crossSiteRefusal, isSameOriginRequest } from "../../security/same-origin";
import type { ServiceContext } from "../../services/context";
import { requestContext } from "../../services/request-context";
import { badInput, fail, FailureError, isFailure, type Failure } from "../../services/result";
import type { StaffViewer } from "../../staff/roles";
import { successStatusOf, type ApiOperation } from "../api/operation";
import { failureResponse } from "../failure-response";
import { MAX_JSON_BODY_BYTES, readJsonBody } from "../json-body";
import { bytesLabel, readBodyUpTo } from "../limited-body";
import { headersOfMode, publicReadAnswer, type CacheMode } from "./answer-cache";
import { admitKeyedCall, apiKeyOf, withoutCookies } from "./keyed-call";
import { bearerTokenOf, verifyFeedKey, type VerifiedFeedKey } from "../../services/feeds/feed-keys";

/*
 * The one REST route kit: every handler under app/api, the legacy community calls and the
 * tracking beacons is `restRoute(options, handler)`. The options say who the call acts for, which
 * origins may send it, what it reads and how much, and how long its answer may be kept; the
 * handler gets what was read, already checked, and answers JSON, a Failure or (when it must set
 * cookies, a Location with no body, HTML) its own Response. docs/adding-a-domain.md walks through it.
 */

/**
 * A per-client limit checked before anything of the request is read (the tracking beacons'
 * per-connection volume guard): undefined to go on, or the refusal (429 with Retry-After). It
 * must reserve what it counts in one step, so a burst sent at once cannot pass it together.
 */
export type RateLimit = (request: Request) => Promise<Failure | undefined>;

/** A JSON object body as sent, for a service that parses it with its own schema and messages. */
export type JsonObject = Record<string, unknown>;
/** Query or path values as sent (a repeated query key keeps its first value). */
export type RawValues = Record<string, string | undefined>;

/**
 * What the route reads. With `operation` (an /api/v1 call or a legacy call, lib/http/api/operations),
 * its schemas, body cap, success status, who may call it and its caching come from the operation,
 * which also documents it in the OpenAPI document:
 * - an /api/v1 call: path, query and JSON body parsed with its schemas (400 with the first
 *   problem as the message and each field's in fieldErrors); a partner may call it with an API
 *   key (a read key for reads); a public GET is a public read, anything else private;
 * - a legacy call: the path parsed with its schema; the query and the JSON body are handed over as
 *   sent, because its service parses them with the same schemas and its own messages, which these
 *   calls always answered with. Never cached; no API key.
 * Without an operation, the route says it itself: `params` and `query` schemas (else the values as
 * sent), and `body`: a zod schema (a JSON object parsed with it), "json" (a JSON object as sent),
 * "text" (the bytes as text, any Content-Type: a beacon, a signed webhook, a one-click form).
 */
type Inputs =
  | { operation: ApiOperation; params?: never; query?: never; body?: never }
  | { operation?: never; params?: z.ZodType; query?: z.ZodType; body?: z.ZodType | "json" | "text" };

export type RestRouteOptions = Inputs & {
  /**
   * Who the call acts for, resolved after the input is read: "session", the member of the session
   * cookie (`viewer`, null for a visitor and for a keyed call, which runs without cookies);
   * "staff", the person signed in to the admin site (`staff`, null without a staff sign-in);
   * "feed", an agency's software with a live feed key (`feed`: its id and offices), for an
   * operation whose access is "feed"; any other caller gets 401 before anything else is read.
   * The service decides what each may do (401/403).
   */
  auth?: "session" | "staff" | "feed";
  /**
   * Why this route takes a state-changing request from any Origin, or none. Without it every
   * POST, PUT and DELETE needs this site's Origin (403 "Cross-site request refused" otherwise; the
   * Worker's request gate, lib/security/request-gate.ts, checks the same first). A keyed call and a
   * feed call are exempt: their key is their authority and they run without cookies.
   */
  anyOrigin?: string;
  /** The largest body read, in bytes (413 past it; 16 KiB for JSON unless the operation says less). */
  maxBodyBytes?: number;
  rateLimit?: RateLimit;
  /** Default: from the operation, else "no-store" (answer-cache.ts). */
  cache?: CacheMode;
  /** The status of a JSON answer; default: from the operation, else 200. */
  successStatus?: 200 | 201 | 202;
};

type Out<S> = S extends z.ZodType ? z.output<S> : never;
/** Whether an operation declares this schema (an undeclared one is the default, plain z.ZodType). */
type Declares<S> = z.ZodType extends S ? false : true;
type IsLegacy<O> = O extends { legacy?: true } ? true : false;

type ParamsOf<D> = D extends { operation: infer O extends ApiOperation }
  ? Out<NonNullable<O["params"]>>
  : D extends { params: infer S extends z.ZodType }
    ? z.output<S>
    : RawValues;
type QueryOf<D> = D extends { operation: infer O extends ApiOperation }
  ? IsLegacy<O> extends true
    ? RawValues
    : Out<NonNullable<O["query"]>>
  : D extends { query: infer S extends z.ZodType }
    ? z.output<S>
    : RawValues;
type BodyOf<D> = D extends { operation: infer O extends ApiOperation }
  ? IsLegacy<O> extends true
    ? Declares<NonNullable<O["body"]>> extends true
      ? JsonObject
      : undefined
    : Out<NonNullable<O["body"]>>
  : D extends { body: infer B }
    ? B extends z.ZodType
      ? z.output<B>
      : B extends "json"
        ? JsonObject
        : B extends "text"
          ? string
          : undefined
    : undefined;
type AuthOf<D> = D extends { auth: "feed" }
  ? { feed: VerifiedFeedKey }
  : D extends { auth: "session" }
    ? { viewer: Viewer | null }
    : D extends { auth: "staff" }
      ? { staff: StaffViewer | null }
      : unknown;

export type RestCall<D> = {
  ctx: ServiceContext;
  /** The request (a keyed call's without its cookies). */
  request: Request;
  params: ParamsOf<D>;
  query: QueryOf<D>;
  body: BodyOf<D>;
  /** Headers the answer carries besides the kit's own, success or failure (a Location, a diagnostic). */
  headers: Headers;
} & AuthOf<D>;

/**
 * What a handler answers: a JSON body (sent with the route's success status and caching), a
 * Failure (the one failure body, lib/http/failure-response.ts), or a Response sent as it is. A
 * guard's FailureError and a service's ZodError thrown from it are failures too (400 for the
 * ZodError: still the caller's input). The JSON body is not typed against the operation's response
 * schema (services answer interfaces); the contract tests hold every answer to its schema.
 */
export type RestAnswer = object;

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** What the options come to, the operation's part resolved. */
interface Served {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | "json" | "text";
  maxBodyBytes: number;
  /** Whether a call may carry an API key, and the scope it then needs. */
  keys?: "read" | "write";
  /**
   * A feed call (an agency's software with its feed key): exempt from the Origin rule, since the
   * key the handler checks is its only authority, and run without the request's cookies.
   */
  feedKey?: true;
  cache: CacheMode;
  successStatus: number;
}

function servedOf(options: RestRouteOptions): Served {
  const operation = options.operation;
  const maxBodyBytes = options.maxBodyBytes ?? operation?.maxBodyBytes ?? MAX_JSON_BODY_BYTES;
  if (!operation)
    return {
      params: options.params,
      query: options.query,
      body: options.body,
      maxBodyBytes,
      cache: options.cache ?? "no-store",
      successStatus: options.successStatus ?? 200,
    };
  const successStatus = options.successStatus ?? successStatusOf(operation);
  if (operation.legacy)
    return {
      params: operation.params,
      body: operation.body ? "json" : undefined,
      maxBodyBytes,
      cache: options.cache ?? "no-store",
      successStatus,
    };
  if (operation.access === "feed")
    return {
      params: operation.params,
      query: operation.query,
      // A file body is read by the handler once the key is checked (ApiOperation.fileBody).
      body: operation.body,
      maxBodyBytes,
      feedKey: true,
      cache: options.cache ?? "no-store",
      successStatus,
    };
  const publicRead = operation.access === "public" && operation.method === "GET";
  return {
    params: operation.params,
    query: operation.query,
    body: operation.body,
    maxBodyBytes,
    keys: operation.method !== "GET" && !operation.reads ? "write" : "read",
    cache: options.cache ?? (publicRead ? "public-read" : "private"),
    successStatus,
  };
}

/** Methods that change nothing; every other one must come from this site (or say why not). */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function parse(schema: z.ZodType | undefined, value: unknown): { ok: true; value: unknown } | Failure {
  if (!schema) return { ok: true, value };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  // Our schemas' messages name their field ("take is at most 50."), so the first one reads alone.
  return badInput(parsed.error, parsed.error.issues[0]?.message ?? "The request is not valid.");
}

/** The search parameters as an object; a repeated key keeps its first value (we define no lists in the query). */
function queryObject(url: URL): RawValues {
  const query: RawValues = {};
  for (const [key, value] of url.searchParams) query[key] ??= value;
  return query;
}

type Read = { ok: true; value: unknown } | { ok: false; response: Response } | Failure;

async function readBody(request: Request, served: Served): Promise<Read> {
  if (served.body === undefined) return { ok: true, value: undefined };
  if (served.body === "text") {
    const bytes = await readBodyUpTo(request, served.maxBodyBytes);
    if (!bytes) return fail("TOO_LARGE", `The request body is too large (at most ${bytesLabel(served.maxBodyBytes)})`);
    return { ok: true, value: new TextDecoder().decode(bytes) };
  }
  // A JSON object, Content-Type application/json: which also stops a cross-site text/plain form
  // post (no CORS preflight) from reaching a route whose Origin check was somehow bypassed.
  const read = await readJsonBody(request, served.maxBodyBytes);
  if (!read.ok) return read;
  return served.body === "json" ? read : parse(served.body, read.value);
}

function withHeaders(headers: Record<string, string>, extra: Headers): Headers {
  const merged = new Headers(headers);
  extra.forEach((value, name) => merged.set(name, value));
  return merged;
}

export function restRoute<const D extends RestRouteOptions>(
  options: D,
  handler: (call: RestCall<D>) => Promise<RestAnswer>,
): (request: Request, context: RouteContext) => Promise<Response> {
  const served = servedOf(options);
  if ((options.auth === "feed") !== (options.operation?.access === "feed"))
    throw new Error(`restRoute: a feed key is the credential of exactly the operations whose access is "feed"`);
  return async (incoming, context) => {
    const ctx = requestContext();
    let request = incoming;
    let headers = headersOfMode(served.cache);
    const rawKey = served.keys ? apiKeyOf(incoming) : null;
    let feed: VerifiedFeedKey | undefined;
    if (served.feedKey) {
      // The key first: nothing of a stranger's request is read, however large its body.
      const verified = await verifyFeedKey(ctx, bearerTokenOf(incoming.headers.get("authorization")));
      if (!verified.ok) return failureResponse(verified, { ...headers, "www-authenticate": 'Bearer realm="feeds"' });
      feed = { keyId: verified.keyId, officeIds: verified.officeIds };
      request = withoutCookies(incoming);
    } else if (rawKey !== null) {
      const keyed = await admitKeyedCall(ctx, incoming, rawKey, { write: served.keys === "write", headers });
      headers = keyed.headers;
      if (!keyed.ok) return failureResponse(keyed.failure, headers);
      request = keyed.request;
    } else if (!SAFE_METHODS.has(incoming.method) && options.anyOrigin === undefined) {
      if (!isSameOriginRequest(incoming)) return crossSiteRefusal();
    }
    const extra = new Headers();
    const refuse = (failure: Failure) => failureResponse(failure, withHeaders(headers, extra));

    const limited = options.rateLimit ? await options.rateLimit(request) : undefined;
    if (limited) return refuse(limited);
    const params = parse(served.params, context?.params ? await context.params : {});
    if (!params.ok) return refuse(params);
    const url = new URL(request.url);
    const query = parse(served.query, queryObject(url));
    if (!query.ok) return refuse(query);
    const body = await readBody(request, served);
    if (!body.ok) return "response" in body ? body.response : refuse(body);

    let answer: RestAnswer;
    try {
      const auth =
        options.auth === "session"
          ? { viewer: await viewerFromRequest(request) }
          : options.auth === "staff"
            ? { staff: await getStaffViewer() }
            : {};
      answer = await handler({
        ctx,
        request,
        params: params.value,
        query: query.value,
        body: body.value,
        headers: extra,
        ...auth,
        ...(feed ? { feed } : {}),
      } as RestCall<D>);
    } catch (error) {
      if (error instanceof FailureError) return refuse(error.failure);
      // A service that parses with .parse() throws its ZodError: still the caller's input, a 400.
      if (error instanceof z.ZodError) return refuse(badInput(error, error.issues[0]?.message));
      throw error;
    }
    if (answer instanceof Response) return answer;
    if (isFailure(answer)) return refuse(answer);

    const text = JSON.stringify(answer);
    const responseHeaders = withHeaders({ "content-type": "application/json", ...headers }, extra);
    if (served.cache === "public-read") return publicReadAnswer(request, text, responseHeaders);
    return new Response(text, { status: served.successStatus, headers: responseHeaders });
  };
}
