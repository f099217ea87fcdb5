/**
 * The blog's feeds and sitemap are route handlers that read nothing from the request, which
 * `next build` prerenders unless told otherwise: the build then asked the content service for
 * posts (ECONNREFUSED when it was not running) and, when it was, would have frozen the feeds at
 * the build's posts. Each must be rendered per request (and kept by the edge page cache).
 */
import { describe, expect, it } from "vitest";

describe("blog feeds and sitemap", () => {
  it.each([
    ["feed.xml", () => import("@/app/(site)/blog/feed.xml/route")],
    ["atom.xml", () => import("@/app/(site)/blog/atom.xml/route")],
    ["sitemap.xml", () => import("@/app/(site)/blog/sitemap.xml/route")],
  ])("/blog/%s is never prerendered at build time", async (_name, load) => {
    expect((await load()).dynamic).toBe("force-dynamic");
  });
});
