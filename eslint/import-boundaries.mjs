// Which folder may import which: the map in lib/README.md, enforced so a wrong arrow fails
// `npm run lint`. Each zone reads "code in `target` may not import from `from`". The zones below
// name the usual mistakes in words; the layer order further down forbids every upward arrow.
// tests/unit/eslint/import-boundaries.test.ts proves the rules bite.

// Pure domain folders: plain TypeScript shared by the Worker and the browser.
const pureDomains = [
  "map",
  "search",
  "alerts",
  "listings",
  "format",
  "locations",
  "media",
  "ui",
  "collections",
  "blog",
  "agents",
  "community",
  "staff",
  "feeds",
];
// Server layers, bottom to top: db → services → graphql (transport).
const serverOnly = [
  "db",
  "services",
  "graphql",
  "auth",
  "session",
  "middleware",
  "worker",
  "mail",
  "cache",
  "page-cache",
];

const lib = (folder) => `./lib/${folder}`;

const pureZones = pureDomains.map((domain) => ({
  target: lib(domain),
  from: serverOnly.map(lib).concat("./app"),
  message: "A pure domain folder runs in the browser too: it may import only other pure domains (see lib/README.md).",
}));

const layerZones = [
  {
    target: lib("db"),
    from: ["services", "graphql", "auth", "session", "middleware", "worker"].map(lib).concat("./app"),
    message: "lib/db is the bottom layer: services call queries, never the other way (see lib/README.md).",
  },
  {
    target: lib("services"),
    from: ["graphql", "session", "middleware", "worker"].map(lib).concat("./app"),
    message:
      "Services are transport-free: GraphQL, REST and middleware call them, not the reverse (see lib/README.md).",
  },
  {
    target: lib("graphql"),
    from: ["middleware", "worker"].map(lib).concat("./app"),
    message: "The GraphQL transport sits on services; it may not reach into middleware, the Worker entry or app/.",
  },
  {
    target: "./lib",
    from: "./app",
    message: "lib/ never imports app/: routes compose lib, not the other way (see lib/README.md).",
  },
];

// The layer order of lib/, bottom first. Code in one entry may import only entries listed before
// it, so no chain of imports can come back to where it started: a loop between folders needs an
// upward arrow, and every upward arrow is a lint error. Sign-in is two folders: lib/auth holds
// its rules (roles, messages, passwords, tokens, social sign-in), below the services, and
// lib/session the request kit that finds out who is asking (session/client, session/http,
// session/server: the browser's calls, cookies and responses, the viewer), above them.
// lib/http is two entries: its parts (the failure body, bounded bodies, Cache-Control, the
// public API's operations) sit just above the services, and the REST route kit (http/route),
// which reads the session and the staff sign-in, sits above session/server.
// A new folder in lib/ needs a place here (tests/unit/eslint/import-boundaries.test.ts checks).
export const layerOrder = [
  // The map preview's geometry and picture: imports nothing of ours.
  "map",
  "ui",
  "media",
  "locations",
  "blog",
  "format",
  "listings",
  // Agency feeds (REAXML) read into our listing model: built on listings, locations and format.
  "feeds",
  "agents",
  "search",
  // Saved searches as alerts: their filter, matching, schedule and push (built on search).
  "alerts",
  "collections",
  "community",
  // Staff roles and what each may do: imports nothing of ours.
  "staff",
  "flags",
  "env",
  // The structured logger and the request scope: below everything that logs.
  "observability",
  "experiments",
  "auth",
  "mail",
  "cache",
  "db",
  "services",
  "http",
  "security",
  "session/http",
  "session/client",
  "session/server",
  // The REST route kit: every route handler of app/api, the community calls and the beacons.
  "http/route",
  "tracking",
  "graphql",
  "page-cache",
  "middleware",
  // The Worker's entry (wrangler.toml main): OpenNext's fetch, our cron and queue handlers.
  "worker",
];

/** The files of one layer entry, as globs (no-restricted-paths wants `from` all globs or none). */
export function layerGlobs(entry) {
  if (entry === "env") return ["./lib/env.{ts,tsx}"];
  if (entry === "http") return ["./lib/http/*.{ts,tsx}", "./lib/http/api/**"];
  return [`./lib/${entry}/**`];
}

const layerOrderZones = layerOrder.slice(0, -1).map((entry, i) => ({
  target: layerGlobs(entry),
  from: layerOrder.slice(i + 1).flatMap(layerGlobs),
  message: `lib/${entry} may import only the layers below it (eslint/import-boundaries.mjs layerOrder), so folders never import each other in a loop.`,
}));

// A part that is its own Worker lives in workers/, outside the portal's layers. The blog's content
// service (workers/content, docs/blog.md) shares only lib/blog with the portal (the webhook's
// signature and change format, the preview token), and the portal imports no Worker's code.
const workerZones = [
  {
    target: "./workers/content",
    from: layerOrder
      .filter((entry) => entry !== "blog")
      .flatMap(layerGlobs)
      .concat("./app/**"),
    message: "The content service is its own Worker: of the portal it may import only lib/blog (see docs/blog.md).",
  },
  {
    target: ["./lib/**", "./app/**"],
    from: ["./workers/**"],
    message: "The portal never imports a separate Worker's code (workers/): they meet over HTTP (see docs/blog.md).",
  },
];

// Packages a pure domain may not use: they tie it to the server or to Next.
const purePackages = ["next", "next/*", "drizzle-orm", "drizzle-orm/*", "server-only"];

/** @type {import("eslint").Linter.Config[]} */
export const importBoundaries = [
  {
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "middleware.ts", "instrumentation.ts", "workers/**/*.{ts,tsx}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        { zones: [...pureZones, ...layerZones, ...layerOrderZones, ...workerZones] },
      ],
    },
  },
  {
    files: pureDomains.map((domain) => `lib/${domain}/**/*.{ts,tsx}`),
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: purePackages,
              message: "A pure domain folder may not depend on Next or the database (see lib/README.md).",
            },
          ],
        },
      ],
    },
  },
];
