import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/http/api/openapi";
import { API_OPERATIONS } from "@/lib/http/api/operations";

/*
 * The route files and the OpenAPI document must tell the same story: every handler a route file
 * exports is an operation of the document at the same method and path (the /api/v1 calls and the
 * legacy member calls, each through restRoute({ operation: ops.… })), and every operation has that
 * handler. A route added without its operation (or the reverse) fails here.
 */

const APP = join(process.cwd(), "app");
const V1 = join(APP, "api/v1");
/** Files under app/api/v1 that serve the API's description rather than a call of it. */
const ABOUT_THE_API = new Set(["/openapi.json", "/reference"]);
/**
 * Route folders of the app that are not calls of the API, each with the reason it stays out of the
 * document. Every other route file outside /api/v1 is a legacy call and must be served through
 * restRoute({ operation: ops.… }) with its operation in lib/http/api/operations/legacy.ts.
 */
const NOT_THE_API: Readonly<Record<string, string>> = {
  "/api/admin": "the admin site's own calls (API keys, flags, experiments), made from /admin pages only",
  "/api/alerts/unsubscribe": "the one-click unsubscribe link of an alert e-mail (RFC 8058), not a client call",
  "/api/content/webhook": "the content service's signed webhook, server to server",
  "/api/dev": "development-only failure drills",
  "/api/health": "the operators' health probe",
  "/api/version": "HEAD /api/version answers no body, only the x-app-version header the pages compare",
  "/graphql": "the pages' GraphQL backend-for-frontend, described by its own schema",
  "/tracking": "the pages' own view beacons; the same calls are /api/v1/tracking/…",
  "/auth": "the social sign-in redirects to and from the provider, browser navigations",
  "/blog": "the blog's feeds, sitemap and pictures",
  "/homes": "a listing's inspection times as an .ics file",
  "/media": "pictures",
  "/favicon.ico": "the icon",
  "/sitemap.xml": "the sitemap index",
  "/sitemaps": "the sitemaps",
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : entry.name === "route.ts" ? [join(dir, entry.name)] : [],
  );
}

/**
 * app/api/v1/agent/[id]/reviews/route.ts → /agent/{id}/reviews (relative to app/api/v1, or to app
 * for a legacy call, route groups such as (site) left out: app/(site)/locations/[slug]/follow →
 * /locations/{slug}/follow).
 */
function apiPathOf(file: string, root = V1): string {
  const folder = relative(root, file)
    .split(sep)
    .slice(0, -1)
    .filter((part) => !/^\(.*\)$/.test(part));
  return "/" + folder.map((part) => part.replace(/^\[(\w+)\]$/, "{$1}")).join("/");
}

const isLegacyCall = (file: string) => {
  const path = apiPathOf(file, APP);
  return (
    !path.startsWith("/api/v1/") &&
    !Object.keys(NOT_THE_API).some((folder) => path === folder || path.startsWith(`${folder}/`))
  );
};

/** A path item's keys that are operations (a legacy path item also has `servers`). */
const isMethod = (key: string) => ["get", "put", "post", "delete", "patch", "head", "options"].includes(key);

interface ServedHandler {
  file: string;
  method: string;
  /** The operation's path: relative to /api/v1, or whole for a legacy call. */
  path: string;
  legacy: boolean;
  operationId: string | undefined;
}

function handlersOf(file: string, legacy: boolean): ServedHandler[] {
  const source = readFileSync(file, "utf8");
  // Each exported handler up to the next export (prettier may break restRoute's options over lines).
  return [
    ...source.matchAll(
      /export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b([\s\S]*?)(?=\nexport |$)/g,
    ),
  ].map(([, method, rest]) => ({
    file: relative(process.cwd(), file),
    method: method!,
    path: apiPathOf(file, legacy ? APP : V1),
    legacy,
    operationId: /^\s*=\s*restRoute\(\s*\{\s*operation:\s*ops\.(\w+)/.exec(rest ?? "")?.[1],
  }));
}

const served: ServedHandler[] = [
  ...routeFiles(V1)
    .filter((file) => !ABOUT_THE_API.has(apiPathOf(file)))
    .flatMap((file) => handlersOf(file, false)),
  ...routeFiles(APP)
    .filter(isLegacyCall)
    .flatMap((file) => handlersOf(file, true)),
];
/** How the document lists a handler: legacy paths whole (under their own server), others relative to /api/v1. */
const documentKey = (handler: Pick<ServedHandler, "method" | "path">) => `${handler.method} ${handler.path}`;

describe("the /api/v1 routes and the OpenAPI document", () => {
  it("finds the route files (the scan itself works)", () => {
    expect(served.length).toBeGreaterThanOrEqual(API_OPERATIONS.length);
    expect(served.map(documentKey)).toContain("GET /agent/{id}");
    expect(served.map(documentKey)).toContain("POST /api/user/signin");
    expect(served.map(documentKey)).toContain("DELETE /api/agent/{id}/follower");
    expect(served.map(documentKey)).toContain("POST /locations/{slug}/follow");
    expect(served.map(documentKey)).toContain("POST /posts/review/helpful");
    expect(served.map(documentKey)).toContain("GET /locations/location/overviewjsonuserdata");
  });

  it("serves every handler through restRoute with an operation of the same method and path", () => {
    const byId = new Map(API_OPERATIONS.map((operation) => [operation.id, operation]));
    for (const handler of served) {
      expect(
        handler.operationId,
        `${handler.file} ${handler.method} is not served through restRoute({ operation: ops.… })` +
          (handler.legacy ? " (or, if it is not a call of the API, listed in NOT_THE_API with the reason)" : ""),
      ).toBeDefined();
      const operation = byId.get(handler.operationId!);
      expect(operation, `${handler.file}: no operation ${handler.operationId} in API_OPERATIONS`).toBeDefined();
      expect(`${operation!.method} ${operation!.path}`).toBe(`${handler.method} ${handler.path}`);
      expect(Boolean(operation!.legacy), `${handler.file}: calls outside /api/v1 are legacy, the others are not`).toBe(
        handler.legacy,
      );
    }
  });

  it("has a route for every operation of the document", () => {
    const document = openApiDocument(API_OPERATIONS, { version: "1" });
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter(isMethod)
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = served.map(documentKey);
    expect([...documented].sort()).toEqual([...routes].sort());
  });

  it("names each operation once and resolves every reference to a component", () => {
    const ids = API_OPERATIONS.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    const document = openApiDocument(API_OPERATIONS, { version: "1" });
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map(
      ([, name]) => name!,
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs) expect(document.components.schemas, name).toHaveProperty(name);
  });

  it("declares each path parameter in the path, and documents the failure body for every error", () => {
    const document = openApiDocument(API_OPERATIONS, { version: "1" });
    for (const [path, methods] of Object.entries(document.paths)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      for (const operation of Object.entries(methods)
        .filter(([key]) => isMethod(key))
        .map(([, operation]) => operation) as {
        parameters: { name: string; in: string }[];
        responses: Record<string, { content?: unknown }>;
      }[]) {
        expect(
          operation.parameters
            .filter((p) => p.in === "path")
            .map((p) => p.name)
            .sort(),
        ).toEqual(inPath);
        for (const [status, response] of Object.entries(operation.responses))
          if (Number(status) >= 400) expect(JSON.stringify(response.content)).toContain("#/components/schemas/Failure");
      }
    }
  });

  it("keeps an agent's own fields beside the office it adds (an extended shape is not the named one)", () => {
    const document = openApiDocument(API_OPERATIONS, { version: "1" });
    const getAgent = document.paths["/agent/{id}"]!.get as { responses: { 200: { content: unknown } } };
    const schema = JSON.stringify(getAgent.responses[200].content);
    expect(schema).toContain('"office"');
    expect(schema).toContain('"username"');
  });

  it("documents the location calls' defaults (nearby take 5, surrounding off, sponsor take 3, suggestions take 8)", () => {
    const document = openApiDocument(API_OPERATIONS, { version: "1" });
    const queryDefault = (path: string, name: string) => {
      const get = document.paths[path]!.get as {
        parameters: { name: string; in: string; schema: { default?: unknown } }[];
      };
      return get.parameters.find((p) => p.in === "query" && p.name === name)?.schema.default;
    };
    expect(queryDefault("/location/{id}/nearby", "take")).toBe("5");
    expect(queryDefault("/location/{id}", "includeSurrounding")).toBe("false");
    expect(queryDefault("/location/{id}/sponsor", "take")).toBe("3");
    expect(queryDefault("/search/locations", "take")).toBe("8");
  });
});

describe("the legacy member calls in the document", () => {
  const document = openApiDocument(API_OPERATIONS, { version: "1" });
  type DocumentedOperation = { security: Record<string, string[]>[]; requestBody?: unknown; operationId: string };
  const item = (path: string) => document.paths[path] as Record<string, DocumentedOperation> & { servers?: unknown };

  it("lists them by their whole path under the origin, beside /api/v1's paths", () => {
    expect(item("/api/user/signin").servers).toEqual([{ url: "/" }]);
    expect(item("/api/user/signin").post!.operationId).toBe("legacySignIn");
    expect(item("/agent/{id}").servers).toBeUndefined();
    expect(document.servers).toEqual([{ url: "/api/v1" }]);
  });

  it("gives member calls the session cookie as their security, and sign-in none", () => {
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: "apiKey", in: "cookie" },
      apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
    });
    expect(item("/api/agent/{id}/followers").post!.security).toEqual([{ session: [] }]);
    expect(item("/api/user/alerts/listings").post!.security).toEqual([{ session: [] }]);
    expect(item("/api/user/signin").post!.security).toEqual([]);
    expect(item("/member/{id}/settings").get!.security).toEqual([{ session: [] }]);
    expect(item("/listing/enquiry").post!.security).toEqual([{ session: [] }, { apiKey: [] }]);
  });

  it("describes their bodies with the schemas the services parse with", () => {
    const signUp = JSON.stringify(item("/api/users").post!.requestBody);
    for (const field of ['"name"', '"email"', '"password"']) expect(signUp).toContain(field);
    // The sign-in body refuses fields it does not know (signInSchema is strict).
    expect(JSON.stringify(item("/api/user/signin").post!.requestBody)).toContain('"additionalProperties":false');
  });
});
