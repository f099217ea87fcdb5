import "server-only";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import type { Viewer } from "@/lib/auth/roles";
import { purgeSharedPage } from "@/lib/graphql/page-purge";
import { failureResponse } from "@/lib/http/failure-response";
import type { ServiceContext } from "@/lib/services/context";
import type { Result } from "@/lib/services/result";

interface Call {
  request: Request;
  ctx: ServiceContext;
  viewer: Viewer | null;
  /** The path parameters, parsed with the operation's schema. */
  params: Record<string, string>;
  /** The JSON body's fields (an empty object when the call has no body or it is not an object). */
  body: Record<string, unknown>;
}

/**
 * The handler of a legacy community call (`/posts/…`, `/user/report`, a place's `questions/…`),
 * served through legacyRoute with its operation (lib/http/api/operations/community-legacy.ts):
 * legacyRoute refuses another site's Origin and reads the bounded JSON body; this takes the member
 * from the session and runs the same service the GraphQL mutation runs (members only, every rule
 * there). A change a member makes purges the shared copy of the page that shows it, as the
 * GraphQL mutations do.
 */
export function communityPostHandler<T extends object>(
  run: (call: Call) => Promise<Result<T & { pageUri?: string | null }>>,
  answer: (result: T) => unknown,
  { status = 200 }: { status?: 200 | 201 } = {},
) {
  return async ({
    request,
    ctx,
    params,
    body,
  }: {
    request: Request;
    ctx: ServiceContext;
    /** Parsed by legacyRoute with the operation's schema, whose path parameters are strings. */
    params: unknown;
    body: unknown;
  }): Promise<Response> => {
    const fields = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const result = await run({
      request,
      ctx,
      viewer: await viewerFromRequest(request),
      params: (params ?? {}) as Record<string, string>,
      body: fields,
    });
    if (!result.ok) return failureResponse(result);
    if (result.pageUri) await purgeSharedPage(new URL(request.url).origin, result.pageUri);
    return Response.json(answer(result), { status, headers: { "cache-control": "no-store" } });
  };
}
