// First-load JavaScript per page route, read from the build output under .next/ (no server, no
// browser, no timing): the same build always gives the same bytes.
//
// What a browser downloads before a page is interactive, in a Next 16 App Router build (Turbopack):
// - the root main files every page shares (build-manifest.json `rootMainFiles`: React, Next's
//   router, the Turbopack runtime), and
// - for each segment of the route's tree (root layout, group layouts, page, and the error and
//   not-found boundaries they declare), the chunks holding the client components that segment
//   imports (the route's `page_client-reference-manifest.js`, `entryJSFiles`). Next writes a
//   `<script async>` tag for each of them into the HTML.
// Chunks loaded later through `import()` (maplibre, the add-ons) are not in either list.
// `polyfillFiles` are `nomodule` scripts modern browsers skip, so they do not count.
//
// The figure is gzip level 9 bytes: wrangler dev sends scripts uncompressed, Cloudflare compresses
// them, and Lighthouse's bench (tests/bench/lighthouse-run.ts) gzips the same way.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

/**
 * The unit of the budgets: 1,024 bytes, as the issue's figures were taken (Lighthouse bench,
 * tests/bench/lighthouse-run.ts) and as browsers' devtools count.
 */
export const KIB = 1024;

/**
 * The chunk files of one route's first load, in a stable order: the shared root files first, then
 * the route's segment chunks in manifest order, each once.
 * @param {readonly string[]} rootMainFiles e.g. "static/chunks/3bsj5aq7p-xjg.js"
 * @param {Record<string, readonly string[]>} entryJSFiles segment → its chunk files
 * @returns {string[]}
 */
export function firstLoadFiles(rootMainFiles, entryJSFiles) {
  const files = new Set(rootMainFiles);
  for (const chunks of Object.values(entryJSFiles)) for (const chunk of chunks) files.add(chunk);
  return [...files].filter((file) => file.endsWith(".js"));
}

/**
 * The public path of a page route from its app-directory key: route groups `(site)` and the
 * trailing `/page` go, as in app-path-routes-manifest.json.
 * @param {string} appKey e.g. "/(site)/homes/[slug]/[id]/page"
 */
export function routeOfAppKey(appKey) {
  const route = appKey
    .replace(/\/page$/, "")
    .split("/")
    .filter((part) => part && !/^\(.+\)$/.test(part))
    .join("/");
  return `/${route}`;
}

/** Runs a `*_client-reference-manifest.js` file in a sandbox and returns the manifest it assigns. */
function readClientReferenceManifest(file, appKey) {
  const sandbox = {};
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file });
  const manifest = sandbox.__RSC_MANIFEST?.[appKey];
  if (!manifest?.entryJSFiles) throw new Error(`${file}: no client reference manifest for ${appKey}`);
  return manifest;
}

/**
 * Every page route of the build (API routes and Next's internal `_global-error`/`_not-found` left
 * out) with its first-load files and their gzip size.
 * @param {string} nextDir the build's `.next` folder
 * @returns {{ route: string, appKey: string, files: string[], gzipBytes: number }[]}
 */
export function measureFirstLoad(nextDir) {
  const buildManifestFile = path.join(nextDir, "build-manifest.json");
  if (!existsSync(buildManifestFile))
    throw new Error(`${buildManifestFile} is missing: build first (npm run build:worker)`);
  const { rootMainFiles } = JSON.parse(readFileSync(buildManifestFile, "utf8"));
  const appPaths = JSON.parse(readFileSync(path.join(nextDir, "app-path-routes-manifest.json"), "utf8"));
  const gzipOf = new Map();
  const gzipBytesOf = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length);
    return gzipOf.get(file);
  };
  return Object.keys(appPaths)
    .filter((appKey) => appKey.endsWith("/page") && !appKey.startsWith("/_"))
    .sort()
    .map((appKey) => {
      const manifest = readClientReferenceManifest(
        path.join(nextDir, "server/app", `${appKey}_client-reference-manifest.js`),
        appKey,
      );
      const files = firstLoadFiles(rootMainFiles, manifest.entryJSFiles);
      return {
        route: routeOfAppKey(appKey),
        appKey,
        files,
        gzipBytes: files.reduce((sum, file) => sum + gzipBytesOf(file), 0),
      };
    });
}

/**
 * Routes over their budget. A route without its own budget gets `default`, so a new page is held
 * to the ceiling until it is given one.
 * @param {{ route: string, gzipBytes: number }[]} measured
 * @param {{ default: number, routes: Record<string, number> }} budgets KiB per route
 * @returns {{ route: string, gzipBytes: number, budgetKib: number, own: boolean }[]}
 */
export function overBudget(measured, budgets) {
  return measured
    .map(({ route, gzipBytes }) => {
      const own = Object.hasOwn(budgets.routes, route);
      return { route, gzipBytes, budgetKib: own ? budgets.routes[route] : budgets.default, own };
    })
    .filter(({ gzipBytes, budgetKib }) => gzipBytes > budgetKib * KIB);
}

/** "153.8 KiB" */
export function formatKib(bytes) {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}
