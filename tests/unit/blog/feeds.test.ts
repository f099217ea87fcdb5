import { describe, expect, it } from "vitest";
import { atomFeed, blogSitemap, rssFeed } from "@/lib/blog/feeds";

const site = { siteUrl: "https://homefront.example", title: "Homefront", description: "Guides" };
const post = {
  title: 'Tricky </title><script>alert("x")</script> & more',
  slug: "tricky",
  excerpt: "Less < more",
  publishedAt: "2026-10-28T00:00:00.000Z",
  updatedAt: "2026-10-29T00:00:00.000Z",
  authorName: "Priya",
  categories: ["Buying"],
};

describe("blog feeds", () => {
  it("escapes what editors write in RSS and Atom", () => {
    for (const xml of [rssFeed(site, [post]), atomFeed(site, [post])]) {
      expect(xml).not.toContain("<script>");
      expect(xml).toContain("&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
      expect(xml).toContain("https://homefront.example/blog/tricky");
    }
  });

  it("lists the index, categories and posts in the sitemap", () => {
    const xml = blogSitemap(site, [post], ["buying"]);
    expect(xml).toContain("<loc>https://homefront.example/blog</loc>");
    expect(xml).toContain("<loc>https://homefront.example/blog/category/buying</loc>");
    expect(xml).toContain("<loc>https://homefront.example/blog/tricky</loc><lastmod>2026-10-29</lastmod>");
  });
});
