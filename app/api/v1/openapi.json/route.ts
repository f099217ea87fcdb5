import { entityTag, matchesIfNoneMatch } from "@/lib/http/api/etag";
import { openApiDocument } from "@/lib/http/api/openapi";
import { API_OPERATIONS } from "@/lib/http/api/operations";
import { PUBLIC_READ_CACHE_CONTROL } from "@/lib/http/route/answer-cache";
import { restRoute } from "@/lib/http/route/rest-route";

/** The document is the same for every request of a deployment: built once per isolate. */
let built: Promise<{ text: string; tag: string }> | undefined;

function document() {
  built ??= (async () => {
    const text = JSON.stringify(openApiDocument(API_OPERATIONS, { version: "1" }));
    return { text, tag: await entityTag(text) };
  })();
  return built;
}

/**
 * GET /api/v1/openapi.json: the OpenAPI 3.1 document of every /api/v1 call. A public read like the
 * calls it describes, answered from the isolate's copy and its tag rather than serialised and
 * hashed again for every request.
 */
export const GET = restRoute({}, async ({ request }) => {
  const { text, tag } = await document();
  const headers = { "content-type": "application/json", "cache-control": PUBLIC_READ_CACHE_CONTROL, etag: tag };
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), tag))
    return new Response(null, { status: 304, headers });
  return new Response(text, { headers });
});
