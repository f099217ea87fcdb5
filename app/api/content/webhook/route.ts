import { getCloudflareContext } from "@opennextjs/cloudflare";
import { BLOG_PAGE_SIZE, pagesShowingChange } from "@/lib/blog/blog-urls";
import { serverEnv } from "@/lib/env";
import { restRoute } from "@/lib/http/route/rest-route";
import { contentSecret } from "@/lib/services/blog/content-secret";
import { acceptContentChange } from "@/lib/services/blog/content-webhook";
import { getLatestPosts } from "@/lib/services/blog/posts";
import { allowedDomainsOf, purgeCdnPages } from "@/lib/page-cache/cdn-purge";
import type { PageCachePurge } from "@/lib/page-cache/purge";

export const dynamic = "force-dynamic";

/**
 * The content service calls from its server, with no Origin; the call must be signed, and one that
 * carries an Origin (a web page) is refused by the service. The handler reads the body itself,
 * whole, as the signature check wants it (the route has never capped its size).
 */
const CALLED_SERVER_TO_SERVER = "signed server-to-server call; any call with an Origin is refused";

/** Index pages to purge when the post count cannot be read: more than the blog will have for a long time. */
const INDEX_PAGES_WHEN_UNKNOWN = 200;

/**
 * POST /api/content/webhook: the content service announces a changed post (docs/blog.md). The
 * pages showing it are purged from this Worker's edge page cache and, in production, from
 * Cloudflare's cache in every data centre by tag, before the answer, so the editor's save returns once readers get
 * the new page.
 */
export const POST = restRoute({ anyOrigin: CALLED_SERVER_TO_SERVER }, async ({ ctx, request }) => {
  const allowedDomains = allowedDomainsOf(serverEnv.CDN_PURGE_ALLOWED_DOMAINS);
  const accepted = await acceptContentChange(
    ctx,
    {
      body: await request.text(),
      signature: request.headers.get("x-content-signature"),
      origin: request.headers.get("origin"),
    },
    {
      secret: contentSecret(),
      allowedDomains,
    },
  );
  if (!accepted.ok) return accepted;

  const latest = await getLatestPosts(1);
  const paths = pagesShowingChange(
    accepted.change,
    latest.ok ? latest.total : INDEX_PAGES_WHEN_UNKNOWN * BLOG_PAGE_SIZE,
  );
  const origins = [...new Set([new URL(request.url).origin, new URL(accepted.change.site).origin])];
  const purge = (getCloudflareContext().env as { PAGE_CACHE_PURGE?: PageCachePurge }).PAGE_CACHE_PURGE;
  const edgeCopies = purge ? await purge(paths, origins) : 0;
  const cdn = await purgeCdnPages(
    paths.map((path) => new URL(path, accepted.change.site).toString()),
    {
      token: serverEnv.CDN_PURGE_TOKEN,
      zone: serverEnv.CDN_PURGE_ZONE,
      apiUrl: serverEnv.CDN_PURGE_API_URL,
      allowedDomains,
    },
  );
  if (cdn.status === "failed") console.error("content webhook: CDN purge failed:", cdn.reason);
  return Response.json(
    // What was done, for the content service's log and for tests: the paths, on which origins, how
    // many stored copies this data centre's cache dropped, and the CDN's outcome (tags purged everywhere).
    {
      purged: paths,
      origins,
      edgeCache: purge ? "purged" : "unavailable",
      edgeCopies,
      cdn: cdn.status,
      ...(cdn.status === "skipped" ? {} : { cdnTags: cdn.tags }),
      ...(cdn.status === "failed" ? { cdnFailure: cdn.reason } : {}),
    },
    { status: cdn.status === "failed" ? 502 : 200, headers: { "cache-control": "no-store" } },
  );
});
