// node scripts/first-load-js.mjs [--check] [--all]
//
// First-load JavaScript (gzip) of every page type, read from the last build's .next/ folder
// (scripts/lib/first-load-js.mjs explains what counts). A byte count, never a timing.
//   (no flag)  the table of page types; --all adds every other page route
//   --check    fails when a route is over its budget in scripts/first-load-budgets.json (a route
//              without its own budget is held to `default`); `npm test` runs it after the build
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatKib, measureFirstLoad, overBudget } from "./lib/first-load-js.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const budgetsFile = path.join(root, "scripts/first-load-budgets.json");
const budgets = JSON.parse(readFileSync(budgetsFile, "utf8"));
const measured = measureFirstLoad(path.join(root, process.env.NEXT_DIST_DIR ?? ".next"));
const byRoute = new Map(measured.map((m) => [m.route, m]));

/**
 * The page types the issue names, by route (suburb and street share one route, as do the results
 * list and map: maplibre loads later, on demand). A page type added later goes here once its route
 * exists; until then `--all` lists it and the `default` budget holds it.
 */
const PAGE_TYPES = [
  ["home", "/"],
  ["results list and map (before maplibre)", "/[searchSegment]/[[...segments]]"],
  ["listing", "/homes/[slug]/[id]"],
  ["suburb and street", "/locations/[slug]"],
  ["agent", "/real-estate-agency/agent/[username]"],
  ["office", "/real-estate-agency/[office]"],
  ["blog index", "/blog"],
  ["blog post", "/blog/[slug]"],
  ["Q&A", "/questions"],
  ["question", "/questions/[uri]"],
  ["collections", "/collections"],
  ["collection", "/collections/[id]"],
  ["alerts", "/alerts"],
];

const args = new Set(process.argv.slice(2));
const budgetOf = (route) => budgets.routes[route] ?? budgets.default;
const row = (name, m) =>
  `${name.padEnd(40)} ${m.route.padEnd(38)} ${formatKib(m.gzipBytes).padStart(10)} in ${String(m.files.length).padStart(2)} scripts (budget ${budgetOf(m.route)} KiB)`;

if (args.has("--check")) {
  const over = overBudget(measured, budgets);
  for (const { route, gzipBytes, budgetKib, own } of over)
    console.error(
      `${route}: first-load JavaScript ${formatKib(gzipBytes)} gzip is over its ${own ? "" : "default "}budget of ${budgetKib} KiB`,
    );
  if (over.length) {
    console.error(
      `${over.length} page route(s) over budget (scripts/first-load-budgets.json). Find the new client code with ` +
        "`node scripts/first-load-js.mjs --all` and docs/performance.md; raise a budget only with a reason in that doc.",
    );
    process.exit(1);
  }
  const largest = measured.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  console.log(
    `first-load JavaScript: ${measured.length} page routes within budget (largest ${largest.route} ${formatKib(largest.gzipBytes)} gzip)`,
  );
} else {
  for (const [name, route] of PAGE_TYPES) {
    const m = byRoute.get(route);
    console.log(m ? row(name, m) : `${name.padEnd(40)} ${route.padEnd(38)} (no such page in this build)`);
  }
  if (args.has("--all")) {
    console.log("");
    const named = new Set(PAGE_TYPES.map(([, route]) => route));
    for (const m of measured) if (!named.has(m.route)) console.log(row("", m));
  }
}
