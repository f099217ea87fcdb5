import { describe, expect, it } from "vitest";
import { firstLoadFiles, overBudget, routeOfAppKey, segmentChunksOf } from "@/scripts/lib/first-load-js.mjs";

describe("firstLoadFiles", () => {
  it("counts the shared root files once, then each segment's chunks once, scripts only", () => {
    const files = firstLoadFiles(["static/chunks/react.js", "static/chunks/router.js"], {
      "[project]/app/layout": ["static/chunks/shell.js", "static/chunks/shell.css"],
      "[project]/app/error": ["static/chunks/shell.js", "static/chunks/error.js"],
      "[project]/app/page": ["static/chunks/shell.js", "static/chunks/router.js", "static/chunks/home.js"],
    });
    expect(files).toEqual([
      "static/chunks/react.js",
      "static/chunks/router.js",
      "static/chunks/shell.js",
      "static/chunks/error.js",
      "static/chunks/home.js",
    ]);
  });
});

describe("segmentChunksOf", () => {
  it("takes Turbopack's entryJSFiles as they are", () => {
    const entryJSFiles = { "[project]/app/layout": ["static/chunks/shell.js"] };
    expect(segmentChunksOf({ entryJSFiles }, "/page")).toBe(entryJSFiles);
  });

  // webpack: every client module lists its segment entry's chunk group (ids and files alternating).
  const group = (...files: string[]) => ({ chunks: files.flatMap((file, i) => [String(i), file]) });
  const manifest = {
    clientModules: {
      "/repo/node_modules/next/dist/client/app-dir/link.js": { chunks: [] },
      "/repo/app/_components/site-header.tsx": group("static/chunks/8500-a1.js", "static/chunks/app/layout-b2.js"),
      "/repo/app/error.tsx": group("static/chunks/8500-a1.js", "static/chunks/app/error-c3.js"),
      "/repo/app/_components/not-found.module.css": group("static/chunks/app/not-found-d4.js"),
      "/repo/app/_home/search.tsx": group("static/chunks/9207-e5.js", "static/chunks/app/page-f6.js"),
      "/repo/app/(site)/layout-nav.tsx": group("static/chunks/app/(site)/layout-a7.js"),
      "/repo/app/(site)/homes/[slug]/[id]/gallery.tsx": group(
        "static/chunks/9207-e5.js",
        "static/chunks/app/(site)/homes/%5Bslug%5D/%5Bid%5D/page-b8.js",
      ),
      "/repo/app/(site)/blog/post.tsx": group("static/chunks/app/(site)/blog/page-c9.js"),
      "/repo/app/(admin)/layout-menu.tsx": group("static/chunks/app/(admin)/layout-d0.js"),
    },
  };

  it("keeps the layouts and boundaries above the route and its own page, nothing else", () => {
    expect(segmentChunksOf(manifest, "/(site)/homes/[slug]/[id]/page")).toEqual({
      "/layout": ["static/chunks/8500-a1.js", "static/chunks/app/layout-b2.js"],
      "/error": ["static/chunks/8500-a1.js", "static/chunks/app/error-c3.js"],
      "/(site)/layout": ["static/chunks/app/(site)/layout-a7.js"],
      "/(site)/homes/[slug]/[id]/page": [
        "static/chunks/9207-e5.js",
        "static/chunks/app/(site)/homes/%5Bslug%5D/%5Bid%5D/page-b8.js",
      ],
    });
  });

  it("counts the root page only for the home route, and a stylesheet-only boundary never", () => {
    expect(Object.keys(segmentChunksOf(manifest, "/page"))).toEqual(["/layout", "/error", "/page"]);
  });
});

describe("routeOfAppKey", () => {
  it("drops route groups and the page segment", () => {
    expect(routeOfAppKey("/page")).toBe("/");
    expect(routeOfAppKey("/(site)/homes/[slug]/[id]/page")).toBe("/homes/[slug]/[id]");
    expect(routeOfAppKey("/(member)/alerts/page")).toBe("/alerts");
  });
});

describe("overBudget", () => {
  const budgets = { default: 130, routes: { "/": 140, "/blog": 120 } };
  const KiB = 1024;

  it("holds each route to its own budget, inclusive", () => {
    expect(
      overBudget(
        [
          { route: "/", gzipBytes: 140 * KiB },
          { route: "/blog", gzipBytes: 120 * KiB + 1 },
        ],
        budgets,
      ),
    ).toEqual([{ route: "/blog", gzipBytes: 120 * KiB + 1, budgetKib: 120, own: true }]);
  });

  it("holds a route without a budget of its own to the default", () => {
    expect(overBudget([{ route: "/questions", gzipBytes: 131 * KiB }], budgets)).toEqual([
      { route: "/questions", gzipBytes: 131 * KiB, budgetKib: 130, own: false },
    ]);
    expect(overBudget([{ route: "/questions", gzipBytes: 130 * KiB }], budgets)).toEqual([]);
  });
});
