/**
 * Contract tests generated from the OpenAPI document the Worker serves: every operation it lists is
 * called with its documented example and must answer its documented success status with a body
 * its response schema accepts; then each documented failure is provoked and must answer its
 * status with the one failure body. Operations come from the document, so a new operation is
 * tested the moment it is documented.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { operationUrl, successStatusOf, type ApiOperation } from "@/lib/http/api/operation";
import { API_OPERATIONS } from "@/lib/http/api/operations";
import { failureShape } from "@/lib/http/api/operations/shapes";
import type { OpenApiDocument } from "@/lib/http/api/openapi";
import { MAX_JSON_BODY_BYTES } from "@/lib/http/json-body";
import { FAILURE_STATUS, type FailureCode } from "@/lib/services/result";
import { url } from "../support/base-url";
import { origin, post, signedUpMember, uniqueEmail, type CookieJar } from "./auth/client";

type Example = ApiOperation["example"];
interface DocumentedOperation {
  operationId: string;
  responses: Record<string, unknown>;
}

/** Failures a request cannot provoke on demand; the document must still list them with the failure body. */
const NOT_PROVOKED: Partial<Record<FailureCode, string>> = {
  UNAVAILABLE: "the database failing",
  RATE_LIMITED:
    "the per-sender enquiry limit and the per-connection tracking volume (their own tests in tests/integration/api.test.ts)",
};

let document: OpenApiDocument;
let member: { jar: CookieJar; member: { id: string; username: string } };

beforeAll(async () => {
  const response = await fetch(url("/api/v1/openapi.json"));
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
  member = await signedUpMember("contract");
}, 60_000);

function documentedOperations(): { path: string; method: string; operation: DocumentedOperation }[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method,
      operation: operation as DocumentedOperation,
    })),
  );
}

/** A new alert of this test's member, so each call on an alert has its own (deleting one affects no other test). */
async function newAlertId(): Promise<string> {
  const added = await post(
    "/graphql",
    {
      query: "mutation Add($input: AddAlertInput!) { addAlert(input: $input) { ok alert { id } } }",
      variables: { input: { searchUrl: "/for-sale/bondi-nsw-2026/real-estate", frequency: "daily" } },
    },
    member.jar,
  );
  return ((await added.json()) as { data: { addAlert: { alert: { id: string } } } }).data.addAlert.alert.id;
}

/** The example with this test's member and a new alert in place of the document's placeholders. */
async function ownExample(operation: ApiOperation): Promise<Example> {
  const params = { ...operation.example.params };
  if (operation.path.startsWith("/alert/")) params.id = await newAlertId();
  // Each enquiry from its own sender, so the per-sender limit never trips across runs.
  const body =
    operation.example.body && typeof operation.example.body === "object" && "email" in operation.example.body
      ? { ...operation.example.body, email: uniqueEmail("contract-enquiry") }
      : operation.example.body;
  return { ...operation.example, params, body };
}

async function call(operation: ApiOperation, example: Example, { signedIn = operation.access === "member" } = {}) {
  const query = example.query ? `?${new URLSearchParams(example.query)}` : "";
  const headers: Record<string, string> = { origin: origin() };
  if (signedIn || operation.access === "partner") headers.cookie = member.jar.header();
  if (example.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(url(operationUrl(operation, example.params) + query), {
    method: operation.method,
    headers,
    body: example.body === undefined ? undefined : JSON.stringify(example.body),
  });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

const NUMERIC_ID = /^\d+$/;

/** A request the operation must refuse with this failure, made from its example. */
async function failing(
  operation: ApiOperation,
  code: FailureCode,
): Promise<{ example: Example; signedIn?: boolean } | undefined> {
  const example = await ownExample(operation);
  const params = example.params ?? {};
  const firstParam = Object.keys(params)[0];
  switch (code) {
    case "UNAUTHENTICATED":
      return { example, signedIn: false };
    case "NOT_FOUND":
      if (operation.body && !firstParam) {
        // A write naming what it is about in its body: an id nothing has.
        const body = example.body as Record<string, unknown>;
        const unknown = Object.fromEntries(
          (["listingId", "locationId", "agentIds"] as const)
            .filter((key) => key in body)
            .map((key) => [key, key === "agentIds" ? [999_999_999] : 999_999_999]),
        );
        return Object.keys(unknown).length ? { example: { ...example, body: { ...body, ...unknown } } } : undefined;
      }
      if (!firstParam) return undefined;
      return {
        example: {
          ...example,
          params: {
            ...params,
            [firstParam]: NUMERIC_ID.test(params[firstParam]!)
              ? "999999999"
              : operation.path.startsWith("/alert/")
                ? "00000000-0000-4000-8000-000000000000"
                : "someone-else",
          },
        },
      };
    case "BAD_INPUT":
      // A search's filter may be empty (everything), so a read POST gets a filter of the wrong shape.
      if (operation.body && operation.reads) return { example: { ...example, body: { paging: "nope" } } };
      if (operation.body) return { example: { ...example, body: operation.method === "PUT" ? { name: "" } : {} } };
      if (firstParam && NUMERIC_ID.test(params[firstParam]!))
        return { example: { ...example, params: { ...params, [firstParam]: "abc" } } };
      if (firstParam) return { example: { ...example, params: { ...params, [firstParam]: "bad id!" } } };
      if (example.query?.json !== undefined) return { example: { ...example, query: { json: "{nope" } } };
      if (example.query?.stateId !== undefined) return { example: { ...example, query: { stateId: "9" } } };
      return { example: { ...example, query: {} } };
    case "TOO_LARGE":
      if (!operation.body) return undefined;
      return {
        example: {
          ...example,
          body: { ...(example.body as object), message: "x".repeat(operation.maxBodyBytes ?? MAX_JSON_BODY_BYTES) },
        },
      };
    default:
      return undefined;
  }
}

describe("the API answers as its OpenAPI document says", () => {
  it("documents exactly the operations the Worker was built with", () => {
    expect(
      documentedOperations()
        .map(({ operation }) => operation.operationId)
        .sort(),
    ).toEqual(API_OPERATIONS.map((operation) => operation.id).sort());
  });

  it.each(API_OPERATIONS.map((operation) => [operation.id, operation] as const))(
    "%s: its example succeeds with the documented status and body",
    async (_id, operation) => {
      const documented = documentedOperations().find(({ operation: o }) => o.operationId === operation.id)!;
      expect(documented.method).toBe(operation.method.toLowerCase());
      const answer = await call(operation, await ownExample(operation));
      const success = String(successStatusOf(operation));
      expect(answer.status, JSON.stringify(answer.body)).toBe(Number(success));
      expect(documented.operation.responses).toHaveProperty(success);
      const parsed = (operation.response as z.ZodType).safeParse(answer.body);
      expect(parsed.success, parsed.error?.message).toBe(true);
      if (operation.access === "public" && operation.method === "GET") {
        expect(answer.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
        expect(answer.headers.get("cache-control")).toMatch(/max-age=60/);
      } else expect(answer.headers.get("cache-control")).toMatch(/no-store/);
    },
  );

  it.each(API_OPERATIONS.map((operation) => [operation.id, operation] as const))(
    "%s: each documented failure answers its status and the failure body",
    async (_id, operation) => {
      const documented = documentedOperations().find(({ operation: o }) => o.operationId === operation.id)!;
      const codes = Object.keys(documented.operation.responses)
        .filter((status) => Number(status) >= 400)
        .map((status) =>
          (Object.keys(FAILURE_STATUS) as FailureCode[]).find((c) => String(FAILURE_STATUS[c]) === status)!,
        );
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) {
        if (NOT_PROVOKED[code]) continue;
        const request = await failing(operation, code);
        expect(request, `${operation.id}: no way to provoke ${code}`).toBeDefined();
        const answer = await call(operation, request!.example, { signedIn: request!.signedIn });
        expect(answer.status, `${operation.id} ${code}: ${JSON.stringify(answer.body)}`).toBe(FAILURE_STATUS[code]);
        const body = failureShape.parse(answer.body);
        expect(body.code).toBe(code);
        expect(body.message.length).toBeGreaterThan(0);
      }
    },
  );
});
