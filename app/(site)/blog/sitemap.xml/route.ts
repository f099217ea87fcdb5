import { blogSitemap } from "@/lib/blog/feeds";
import { serverEnv } from "@/lib/env";
import { failureResponse } from "@/lib/http/failure-response";
import { cacheControlFor } from "@/lib/http/cache-control";
import { feedSite, SITEMAP_POSTS, toFeedPost } from "@/lib/services/blog/feed-posts";
import { getBlogCategories, getLatestPosts } from "@/lib/services/blog/posts";

// Read from the content service on every request (the edge page cache keeps the result): a GET
// handler that reads nothing from the request would otherwise be prerendered by `next build`,
// which needs the CMS running at build time and would freeze the feed at the build's posts.
export const dynamic = "force-dynamic";

/**
 * GET /blog/sitemap.xml: the blog's pages, a child sitemap on its own so the site's sitemap
 * index (built by the locations work) can list it as one more entry.
 */
export async function GET(): Promise<Response> {
  const [latest, categories] = await Promise.all([getLatestPosts(SITEMAP_POSTS), getBlogCategories()]);
  if (!latest.ok) return failureResponse(latest);
  const xml = blogSitemap(
    feedSite(),
    latest.posts.map(toFeedPost),
    categories.map((category) => category.slug),
  );
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": cacheControlFor("blog", serverEnv) },
  });
}
