import { getCloudflareContext } from "@opennextjs/cloudflare";
import { BLOG_PAGE_SIZE, pagesShowingChange } from "@/lib/blog/blog-urls";
import { serverEnv } from "@/lib/env";
import { failureResponse } from "@/lib/http/failure-response";
import { purgeCdnUrls } from "@/lib/services/blog/cdn-purge";
import { acceptContentChange, allowedDomainsOf } from "@/lib/services/blog/content-webhook";
import { getLatestPosts } from "@/lib/services/blog/posts";
import { requestContext } from "@/lib/services/request-context";
import type { PageCachePurge } from "@/lib/page-cache/purge";

export const dynamic = "force-dynamic";

/** The development secret (public, like every development default; the content service's wrangler.toml has the same). */
const DEVELOPMENT_WEBHOOK_SECRET = "development-only-content-webhook-secret-0123456789";

/** Index pages to purge when the post count cannot be read: more than the blog will have for a long time. */
const INDEX_PAGES_WHEN_UNKNOWN = 200;

/**
 * POST /api/content/webhook: the content service announces a changed post (docs/blog.md). The
 * pages showing it are purged from this Worker's edge page cache and, in production, from
 * Cloudflare's cache by URL, before the answer, so the editor's save returns once readers get
 * the new page.
 */
export async function POST(request: Request): Promise<Response> {
  const ctx = requestContext();
  const allowedDomains = allowedDomainsOf(serverEnv.CDN_PURGE_ALLOWED_DOMAINS);
  const accepted = await acceptContentChange(
    ctx,
    {
      body: await request.text(),
      signature: request.headers.get("x-content-signature"),
      origin: request.headers.get("origin"),
    },
    {
      secret:
        serverEnv.CONTENT_WEBHOOK_SECRET ??
        (serverEnv.APP_ENV === "development" ? DEVELOPMENT_WEBHOOK_SECRET : undefined),
      allowedDomains,
    },
  );
  if (!accepted.ok) return failureResponse(accepted);

  const latest = await getLatestPosts(1);
  const paths = pagesShowingChange(
    accepted.change,
    latest.ok ? latest.total : INDEX_PAGES_WHEN_UNKNOWN * BLOG_PAGE_SIZE,
  );
  const origins = [...new Set([new URL(request.url).origin, new URL(accepted.change.site).origin])];
  const purge = (getCloudflareContext().env as { PAGE_CACHE_PURGE?: PageCachePurge }).PAGE_CACHE_PURGE;
  const edgeCopies = purge ? await purge(paths, origins) : 0;
  const cdn = await purgeCdnUrls(
    paths.map((path) => new URL(path, accepted.change.site).toString()),
    { token: serverEnv.CDN_PURGE_TOKEN, zone: serverEnv.CDN_PURGE_ZONE, allowedDomains },
  );
  return Response.json(
    // What was done, for the content service's log and for tests: the paths, on which origins, how
    // many stored copies the edge page cache dropped, and the CDN's outcome.
    { purged: paths, origins, edgeCache: purge ? "purged" : "unavailable", edgeCopies, cdn: cdn.status },
    { status: cdn.status === "failed" ? 502 : 200, headers: { "cache-control": "no-store" } },
  );
}
