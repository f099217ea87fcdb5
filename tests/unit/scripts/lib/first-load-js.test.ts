import { describe, expect, it } from "vitest";
import { firstLoadFiles, overBudget, routeOfAppKey } from "@/scripts/lib/first-load-js.mjs";

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
