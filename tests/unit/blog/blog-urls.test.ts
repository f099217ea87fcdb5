import { describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE, pagesShowingChange, sharedBlogPath } from "@/lib/blog/blog-urls";

const at = (path: string) => new URL(path, "http://localhost:8787");

describe("blog URLs", () => {
  it.each([
    ["/blog", "/blog"],
    ["/blog?page=1", "/blog"],
    ["/blog?page=3&utm_source=x", "/blog?page=3"],
    ["/blog/how-much-can-i-borrow?utm_source=x", "/blog/how-much-can-i-borrow"],
    ["/blog/category/renting", "/blog/category/renting"],
    ["/blog/feed.xml", "/blog/feed.xml"],
    ["/blog/sitemap.xml", "/blog/sitemap.xml"],
  ])("shares %s as %s", (path, shared) => {
    expect(sharedBlogPath(at(path))).toBe(shared);
  });

  it.each(["/blog?page=0", "/blog?page=two", "/blog/Not_A_Slug", "/blog/media/a.svg", "/blog/category/a/b"])(
    "never shares %s",
    (path) => {
      expect(sharedBlogPath(at(path))).toBeUndefined();
    },
  );

  it("purges the post, its old address, its categories, every index page, the feeds and the sitemap", () => {
    const paths = pagesShowingChange(
      {
        event: "updated",
        site: "http://localhost:8787",
        post: { slug: "new-name", previousSlug: "old-name", categories: ["buying", "home-loans"] },
      },
      2 * BLOG_PAGE_SIZE,
    );
    expect(paths).toEqual([
      "/blog/new-name",
      "/blog/old-name",
      "/blog/category/buying",
      "/blog/category/home-loans",
      "/blog",
      "/blog?page=2",
      "/blog?page=3",
      "/blog/feed.xml",
      "/blog/atom.xml",
      "/blog/sitemap.xml",
    ]);
    expect(paths).not.toContain("/");
  });
});
