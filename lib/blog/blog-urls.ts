import type { ContentChange } from "./content-change";

/**
 * The blog's addresses, the one place that builds and reads them: pages link with these, the edge
 * page cache normalises requests with `sharedBlogPath`, and the content webhook purges exactly
 * `pagesShowingChange`.
 */
export const BLOG_PATH = "/blog";
export const BLOG_FEED_PATH = "/blog/feed.xml";
export const BLOG_ATOM_PATH = "/blog/atom.xml";
export const BLOG_SITEMAP_PATH = "/blog/sitemap.xml";
/** Posts per page of the blog index (page 1 also shows the featured posts above them). */
export const BLOG_PAGE_SIZE = 9;
/** A category page lists its latest posts on one page. */
export const CATEGORY_PAGE_SIZE = 30;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FIXED_PAGES = new Set([BLOG_FEED_PATH, BLOG_ATOM_PATH, BLOG_SITEMAP_PATH]);

export const blogPostPath = (slug: string) => `${BLOG_PATH}/${slug}`;
export const blogCategoryPath = (slug: string) => `${BLOG_PATH}/category/${slug}`;
export const blogIndexPath = (page = 1) => (page > 1 ? `${BLOG_PATH}?page=${page}` : BLOG_PATH);

/** The page number in `?page=`: 1 when absent, undefined when it is not a whole number ≥ 1. */
export function blogPageNumber(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9][0-9]{0,3}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The path (with the one query a blog page reads) a blog request is cached and rendered under, or
 * undefined when the URL is not a blog page. Other query parameters (utm tags) are dropped.
 */
export function sharedBlogPath(url: URL): string | undefined {
  const path = url.pathname;
  if (FIXED_PAGES.has(path)) return path;
  if (path === BLOG_PATH) {
    const page = blogPageNumber(url.searchParams.get("page"));
    return page === undefined ? undefined : blogIndexPath(page);
  }
  const category = /^\/blog\/category\/([^/]+)$/.exec(path)?.[1];
  if (category !== undefined) return SLUG.test(category) ? blogCategoryPath(category) : undefined;
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  return slug !== undefined && SLUG.test(slug) ? blogPostPath(slug) : undefined;
}

/**
 * Every page that shows the changed post: its page (and its old address after a rename), its
 * categories' pages, every page of the blog index (a new or removed post shifts them all; one page
 * beyond the current count in case the change emptied the last one), the feeds and the blog sitemap.
 * The home page does not show posts, so it is not among them.
 */
export function pagesShowingChange(change: ContentChange, publishedPosts: number): string[] {
  const indexPages = Math.max(1, Math.ceil((publishedPosts + 1) / BLOG_PAGE_SIZE));
  const paths = [
    blogPostPath(change.post.slug),
    ...(change.post.previousSlug ? [blogPostPath(change.post.previousSlug)] : []),
    ...change.post.categories.map(blogCategoryPath),
    ...Array.from({ length: indexPages }, (_, index) => blogIndexPath(index + 1)),
    BLOG_FEED_PATH,
    BLOG_ATOM_PATH,
    BLOG_SITEMAP_PATH,
  ];
  return [...new Set(paths)];
}
