import type { z } from "zod";
import type { FailureCode } from "../../services/result";

/**
 * One call of the public API (/api/v1): its method and path, the zod schemas of what it reads and
 * answers, who may call it and the failures it documents. The route file serves it through
 * `restRoute({ operation })` (lib/http/route/rest-route.ts) and the OpenAPI document (./openapi.ts)
 * is generated from the same objects, so the two cannot tell different stories.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * - public: anyone; a GET answer is the same for everyone, so it carries a shared Cache-Control
 *   and an ETag;
 * - member: the signed-in member's own data (session cookie); never cached;
 * - partner: a write a partner makes for a visitor (an enquiry): a session from our own pages, or
 *   a read-write API key;
 * - feed: an agency's software with its feed key (`Authorization: Bearer hffeed_…`), scoped to the
 *   offices the key may post for; never a cookie, never an API key, never cached.
 */
export type Access = "public" | "member" | "partner" | "feed";

/**
 * A body that is not JSON (an agency's REAXML file): the media types it may come in and the
 * largest one taken. The route reads it itself, after the caller is known, so a stranger cannot
 * make the Worker read 50 MB.
 */
export interface FileBody {
  mediaTypes: readonly string[];
  maxBytes: number;
  description: string;
}

export interface ApiOperation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable name, used as the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Relative to /api/v1 (a legacy call's is its whole path), with {braces} for path parameters: "/agent/{id}". */
  path: string;
  /**
   * One of the member calls the site served before /api/v1 (sign-in, follows, …): its path is the
   * whole path (/api/user/signin, /locations/{slug}/follow), it is served by `restRoute` with the
   * session cookie as its credentials, takes no API key and is never cached; its service parses its
   * query and body (with these schemas and its own messages). Its answers keep the shape they always had.
   */
  legacy?: boolean;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** A file body instead of a JSON one (`body` is then absent). */
  fileBody?: FileBody;
  response: R;
  /**
   * A POST that only reads (a search with its filter in the body): a read key may call it, and it
   * answers 200. Like every POST it still comes from our pages or carries a key (the request gate).
   */
  reads?: boolean;
  /** The success status when it is not the usual one (200, or 201 for a POST): 202 for an event taken in. */
  successStatus?: 200 | 201 | 202;
  /**
   * Why a contract test cannot replay the example against a local Worker (social sign-in needs the
   * provider's one-time code): its failures are still provoked, its success is tested where named.
   */
  exampleNotReplayed?: string;
  /** The largest JSON body this call reads, when smaller than the default (lib/http/json-body.ts). */
  maxBodyBytes?: number;
  /** The failures this call answers with besides the ones every call may give (documented per code). */
  errors: readonly FailureCode[];
  /** A request that succeeds on the seeded data: shown in the document and replayed by the contract tests. */
  example: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
}

export const API_PREFIX = "/api/v1";
/** A legacy call's path is already whole: nothing goes before it. */
export const LEGACY_PREFIX = "";
/** The header a partner's API key travels in. */
export const API_KEY_HEADER = "x-api-key";

/**
 * Keeps the literal types of an operation while checking its shape; `legacy` too, so the route kit
 * knows a legacy call's body reaches its handler as sent.
 */
export function defineOperation<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  L extends boolean = false,
>(operation: ApiOperation<P, Q, B, R> & { legacy?: L }): ApiOperation<P, Q, B, R> & { legacy?: L } {
  return operation;
}

/** The prefix an operation's path is relative to. */
export function prefixOf(operation: Pick<ApiOperation, "legacy">): string {
  return operation.legacy ? LEGACY_PREFIX : API_PREFIX;
}

/** "/agent/{id}" with { id: "3" } → "/api/v1/agent/3" (a legacy "/api/user/{username}" stays as it is). */
export function operationUrl(
  operation: Pick<ApiOperation, "path" | "legacy">,
  params: Record<string, string> = {},
): string {
  return (
    prefixOf(operation) +
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${operation.path}: no value for {${name}}`);
      return encodeURIComponent(value);
    })
  );
}

/** The status a call answers when it succeeds. */
export function successStatusOf(operation: Pick<ApiOperation, "method" | "successStatus" | "reads">): number {
  return operation.successStatus ?? (operation.method === "POST" && !operation.reads ? 201 : 200);
}
