import { atomFeed } from "@/lib/blog/feeds";
import { serverEnv } from "@/lib/env";
import { failureResponse } from "@/lib/http/failure-response";
import { cacheControlFor } from "@/lib/http/cache-control";
import { FEED_SIZE, feedSite, toFeedPost } from "@/lib/services/blog/feed-posts";
import { getLatestPosts } from "@/lib/services/blog/posts";

// Read from the content service on every request (the edge page cache keeps the result): a GET
// handler that reads nothing from the request would otherwise be prerendered by `next build`,
// which needs the CMS running at build time and would freeze the feed at the build's posts.
export const dynamic = "force-dynamic";

/** GET /blog/atom.xml: the latest posts as an Atom feed. */
export async function GET(): Promise<Response> {
  const latest = await getLatestPosts(FEED_SIZE);
  if (!latest.ok) return failureResponse(latest);
  return new Response(atomFeed(feedSite(), latest.posts.map(toFeedPost)), {
    headers: {
      "content-type": "application/atom+xml; charset=utf-8",
      "cache-control": cacheControlFor("blog", serverEnv),
    },
  });
}
