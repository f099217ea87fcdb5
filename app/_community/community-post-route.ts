import "server-only";
import { postJsonRoute } from "@/lib/auth/http/post-json-route";
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
  /** The JSON body's fields (an empty object when the body is not an object). */
  body: Record<string, unknown>;
}

/**
 * The legacy client's community calls (`/posts/…`, `/user/report`, a place's `questions/…`):
 * a POST from this site only (the Worker's request gate and postJsonRoute both check the Origin),
 * a bounded JSON body, the member from the session, then the same service the GraphQL mutation
 * runs (members only, every rule there). A change a member makes purges the shared copy of the
 * page that shows it, as the GraphQL mutations do.
 */
export function communityPostRoute<T extends object>(
  run: (call: Call) => Promise<Result<T & { pageUri?: string | null }>>,
  answer: (result: T) => unknown,
  { status = 200, bodyless = false }: { status?: 200 | 201; bodyless?: boolean } = {},
) {
  return postJsonRoute(
    async ({ request, body, ctx }) => {
      const fields = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      const result = await run({ request, ctx, viewer: await viewerFromRequest(request), body: fields });
      if (!result.ok) return failureResponse(result);
      if (result.pageUri) await purgeSharedPage(new URL(request.url).origin, result.pageUri);
      return Response.json(answer(result), { status, headers: { "cache-control": "no-store" } });
    },
    { bodyless },
  );
}
