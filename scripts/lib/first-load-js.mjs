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

/**
 * The route's chunks per segment from its client reference manifest. Turbopack writes them as
 * `entryJSFiles` (segment → chunks). webpack does not: there each segment file (layout, page,
 * error, not-found, …) is an entry whose chunk group ends with the segment's own chunk,
 * `static/chunks/app/<segment path>-<hash>.js`, and every client module lists the chunk group of
 * its entry (`clientModules[…].chunks`, chunk ids and files alternating). React's server renderer
 * writes a `<script async>` for the chunks of each client component it renders, so a route loads
 * the groups of the segments on its path: the layouts and boundaries of every folder above it, and
 * its own page. The manifest also lists the root page's modules for every route (app/page.tsx is
 * in the root's group), and a module that is only a stylesheet (a boundary whose sole client
 * import is a CSS module) is never rendered: neither counts.
 * @param {{ entryJSFiles?: Record<string, string[]>, clientModules?: Record<string, { chunks?: unknown[] }> }} manifest
 * @param {string} appKey e.g. "/(site)/homes/[slug]/[id]/page"
 * @returns {Record<string, string[]>}
 */
export function segmentChunksOf(manifest, appKey) {
  if (manifest.entryJSFiles) return manifest.entryJSFiles;
  const routeFolders = appKey.split("/").slice(0, -1); // ["", "(site)", "homes", …]
  const bySegment = {};
  for (const [module, { chunks }] of Object.entries(manifest.clientModules ?? {})) {
    if (/\.css$/.test(module)) continue;
    const files = (chunks ?? []).filter((chunk) => typeof chunk === "string" && chunk.endsWith(".js"));
    const segment = /^static\/chunks\/app(\/.*)-[0-9a-f]+\.js$/.exec(decodeURI(files.at(-1) ?? ""))?.[1];
    if (segment && isOnRoute(segment, routeFolders, appKey)) bySegment[segment] = files;
  }
  return bySegment;
}

/** Whether a segment file ("/(site)/layout", "/error", "/(site)/blog/page") is on the route's path. */
function isOnRoute(segment, routeFolders, appKey) {
  if (segment.endsWith("/page")) return segment === appKey;
  const folders = segment.split("/").slice(0, -1);
  return folders.length <= routeFolders.length && folders.every((folder, i) => folder === routeFolders[i]);
}

/** Runs a `*_client-reference-manifest.js` file in a sandbox and returns the manifest it assigns. */
function readClientReferenceManifest(file, appKey) {
  const sandbox = {};
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file });
  const manifest = sandbox.__RSC_MANIFEST?.[appKey];
  if (!manifest?.entryJSFiles && !manifest?.clientModules)
    throw new Error(`${file}: no client reference manifest for ${appKey}`);
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
    if (!gzipOf.has(file))
      // webpack names chunks as URL paths (`%5Bid%5D` for `[id]`), as the browser requests them.
      gzipOf.set(file, gzipSync(readFileSync(path.join(nextDir, decodeURI(file))), { level: 9 }).length);
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
      const files = firstLoadFiles(rootMainFiles, segmentChunksOf(manifest, appKey));
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
