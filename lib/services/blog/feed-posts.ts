import "server-only";
import type { FeedPost, FeedSite } from "../../blog/feeds";
import { serverEnv } from "../../env";
import type { BlogPostSummary } from "./posts";

export const FEED_SIZE = 30;
/** The sitemap lists every post up to this many (a sitemap file holds 50,000 URLs). */
export const SITEMAP_POSTS = 1000;

export function feedSite(): FeedSite {
  return {
    siteUrl: serverEnv.SITE_URL,
    title: "Homefront: property news and guides",
    description: "Guides for buyers, renters and sellers in Australia.",
  };
}

export function toFeedPost(post: BlogPostSummary): FeedPost {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    authorName: post.author?.name,
    categories: post.categories.map((category) => category.title),
  };
}
