import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/http/api/openapi";
import { API_OPERATIONS } from "@/lib/http/api/operations";

/*
 * The routes under app/api/v1 and the OpenAPI document must tell the same story: every handler a
 * route file exports is an operation of the document at the same method and path, and every
 * operation has that handler. A route added without its operation (or the reverse) fails here.
 */

const V1 = join(process.cwd(), "app/api/v1");
/** Files under app/api/v1 that serve the API's description rather than a call of it. */
const ABOUT_THE_API = new Set(["/openapi.json", "/reference"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : entry.name === "route.ts" ? [join(dir, entry.name)] : [],
  );
}

/** app/api/v1/agent/[id]/reviews/route.ts → /agent/{id}/reviews */
function apiPathOf(file: string): string {
  const folder = relative(V1, file).split(sep).slice(0, -1);
  return "/" + folder.map((part) => part.replace(/^\[(\w+)\]$/, "{$1}")).join("/");
}

interface ServedHandler {
  file: string;
  method: string;
  path: string;
  operationId: string | undefined;
}

const served: ServedHandler[] = routeFiles(V1)
  .filter((file) => !ABOUT_THE_API.has(apiPathOf(file)))
  .flatMap((file) => {
    const source = readFileSync(file, "utf8");
    return [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b(.*)/g)].map(
      ([, method, rest]) => ({
        file: relative(process.cwd(), file),
        method: method!,
        path: apiPathOf(file),
        operationId: /=\s*apiRoute\(ops\.(\w+)/.exec(rest ?? "")?.[1],
      }),
    );
  });

describe("the /api/v1 routes and the OpenAPI document", () => {
  it("finds the route files (the scan itself works)", () => {
    expect(served.length).toBeGreaterThanOrEqual(API_OPERATIONS.length);
    expect(served.map((handler) => `${handler.method} ${handler.path}`)).toContain("GET /agent/{id}");
  });

  it("serves every handler through apiRoute with an operation of the same method and path", () => {
    const byId = new Map(API_OPERATIONS.map((operation) => [operation.id, operation]));
    for (const handler of served) {
      expect(
        handler.operationId,
        `${handler.file} ${handler.method} is not served through apiRoute(ops.…)`,
      ).toBeDefined();
      const operation = byId.get(handler.operationId!);
      expect(operation, `${handler.file}: no operation ${handler.operationId} in API_OPERATIONS`).toBeDefined();
      expect(`${operation!.method} ${operation!.path}`).toBe(`${handler.method} ${handler.path}`);
    }
  });

  it("has a route for every operation of the document", () => {
    const document = openApiDocument(API_OPERATIONS, { version: "1" });
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = served.map((handler) => `${handler.method} ${handler.path}`);
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
      for (const operation of Object.values(methods) as {
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
});
