/**
 * The blog's RSS 2.0 and Atom feeds and its sitemap, as XML text. Pure: posts in, a document
 * out. Every value is escaped, so a title an editor writes cannot break the document.
 */
export interface FeedPost {
  title: string;
  slug: string;
  excerpt: string;
  publishedAt?: string | null;
  updatedAt?: string | null;
  authorName?: string | null;
  categories: string[];
}

export interface FeedSite {
  /** The portal's origin, e.g. https://homefront.example */
  siteUrl: string;
  title: string;
  description: string;
}

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );
}

const url = (site: FeedSite, path: string) => new URL(path, site.siteUrl).toString();
const postUrl = (site: FeedSite, post: FeedPost) => url(site, `/blog/${post.slug}`);

export function rssFeed(site: FeedSite, posts: readonly FeedPost[]): string {
  const items = posts
    .map((post) =>
      [
        "<item>",
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${escapeXml(postUrl(site, post))}</link>`,
        `<guid isPermaLink="true">${escapeXml(postUrl(site, post))}</guid>`,
        `<description>${escapeXml(post.excerpt)}</description>`,
        post.publishedAt ? `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : "",
        post.authorName ? `<dc:creator>${escapeXml(post.authorName)}</dc:creator>` : "",
        ...post.categories.map((category) => `<category>${escapeXml(category)}</category>`),
        "</item>",
      ].join(""),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(site.title)}</title>
<link>${escapeXml(url(site, "/blog"))}</link>
<description>${escapeXml(site.description)}</description>
<language>en-AU</language>
<atom:link href="${escapeXml(url(site, "/blog/feed.xml"))}" rel="self" type="application/rss+xml"/>
${items}
</channel>
</rss>
`;
}

export function atomFeed(site: FeedSite, posts: readonly FeedPost[]): string {
  const updated = posts[0]?.updatedAt ?? posts[0]?.publishedAt ?? new Date(0).toISOString();
  const entries = posts
    .map((post) =>
      [
        "<entry>",
        `<title>${escapeXml(post.title)}</title>`,
        `<link href="${escapeXml(postUrl(site, post))}"/>`,
        `<id>${escapeXml(postUrl(site, post))}</id>`,
        `<updated>${escapeXml(post.updatedAt ?? post.publishedAt ?? updated)}</updated>`,
        post.publishedAt ? `<published>${escapeXml(post.publishedAt)}</published>` : "",
        post.authorName ? `<author><name>${escapeXml(post.authorName)}</name></author>` : "",
        `<summary>${escapeXml(post.excerpt)}</summary>`,
        ...post.categories.map((category) => `<category term="${escapeXml(category)}"/>`),
        "</entry>",
      ].join(""),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-AU">
<title>${escapeXml(site.title)}</title>
<subtitle>${escapeXml(site.description)}</subtitle>
<link href="${escapeXml(url(site, "/blog"))}"/>
<link rel="self" href="${escapeXml(url(site, "/blog/atom.xml"))}"/>
<id>${escapeXml(url(site, "/blog"))}</id>
<updated>${escapeXml(updated)}</updated>
${entries}
</feed>
`;
}

/** A sitemap of the blog: the index, each category and each post (a child of the site's sitemap index). */
export function blogSitemap(site: FeedSite, posts: readonly FeedPost[], categorySlugs: readonly string[]): string {
  const entry = (path: string, lastmod?: string | null) =>
    `<url><loc>${escapeXml(url(site, path))}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ""}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[
  entry("/blog", posts[0]?.updatedAt ?? posts[0]?.publishedAt),
  ...categorySlugs.map((slug) => entry(`/blog/category/${slug}`)),
  ...posts.map((post) => entry(`/blog/${post.slug}`, post.updatedAt ?? post.publishedAt)),
].join("\n")}
</urlset>
`;
}
