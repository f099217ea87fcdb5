/*
 * The one REST route kit: what every route gets from its options without writing it (the Origin
 * rule, inputs checked with their schemas or passed as sent, body caps, a rate limit before the
 * body, who the call acts for, the one failure body, caching). The session, the staff sign-in and
 * the database are stand-ins; the integration suites run the same routes against the Worker.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineOperation } from "@/lib/http/api/operation";
import { fail, FailureError } from "@/lib/services/result";

const viewer = { memberId: "m1", username: "sam", name: "Sam", role: "member" as const, sessionId: "s1" };
const viewerFromRequest = vi.fn(async (request: Request) => (request.headers.has("cookie") ? viewer : null));
const getStaffViewer = vi.fn(async () => null);
vi.mock("@/lib/session/server/request-viewer", () => ({ viewerFromRequest }));
vi.mock("@/lib/session/server/staff-viewer", () => ({ getStaffViewer }));
vi.mock("@/lib/services/request-context", () => ({ requestContext: () => ({ db: {}, loaders: {}, now: 0 }) }));

const { restRoute } = await import("@/lib/http/route/rest-route");

const SITE = "http://127.0.0.1:8787";
const noParams = { params: Promise.resolve({}) };

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return new Request(SITE + path, {
    method: "POST",
    body,
    headers: { origin: SITE, "content-type": "application/json", ...headers },
  });
}

const note = defineOperation({
  id: "probeNote",
  method: "POST",
  path: "/probe/{id}",
  tag: "Probe",
  summary: "A probe",
  access: "member",
  params: z.object({ id: z.string().regex(/^\d+$/, "id is a number.") }),
  body: z.object({ text: z.string({ message: "text is required." }) }),
  response: z.object({}),
  errors: ["BAD_INPUT"],
  example: {},
});
const legacyNote = defineOperation({ ...note, id: "probeLegacyNote", legacy: true, path: "/probe/{id}/legacy" });
const publicRead = defineOperation({
  id: "probeRead",
  method: "GET",
  path: "/probe",
  tag: "Probe",
  summary: "A public read",
  access: "public",
  response: z.object({}),
  errors: [],
  example: {},
});

beforeEach(() => {
  viewerFromRequest.mockClear();
});

describe("the Origin rule", () => {
  const route = restRoute({ body: "json" }, async () => ({ done: true }));

  it("refuses a state-changing call from another site, or with no Origin, before reading anything", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      const refused = await route(post("/x", "{}", { origin }), noParams);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "FORBIDDEN", message: "Cross-site request refused" });
    }
    const request = new Request(SITE + "/x", { method: "DELETE" });
    expect((await route(request, noParams)).status).toBe(403);
    expect((await route(post("/x", "{}"), noParams)).status).toBe(200);
  });

  it("takes any Origin only where the route says why", async () => {
    const open = restRoute({ anyOrigin: "a signed server-to-server call" }, async () => ({ done: true }));
    const response = await open(new Request(SITE + "/x", { method: "POST" }), noParams);
    expect(response.status).toBe(200);
  });
});

describe("an operation's inputs", () => {
  const route = restRoute({ operation: note, auth: "session" }, async ({ params, body, viewer }) => ({
    id: params.id,
    text: body.text,
    who: viewer?.username ?? null,
  }));

  it("parses path and body with the schemas: a 400 with the first problem and each field's", async () => {
    const badPath = await route(post("/probe/x", '{"text":"hi"}'), { params: Promise.resolve({ id: "x" }) });
    expect(badPath.status).toBe(400);
    expect(await badPath.json()).toMatchObject({ message: "id is a number.", fieldErrors: { id: "id is a number." } });
    const badBody = await route(post("/probe/1", "{}"), { params: Promise.resolve({ id: "1" }) });
    expect(((await badBody.json()) as { message: string }).message).toBe("text is required.");
    expect(viewerFromRequest).not.toHaveBeenCalled();
  });

  it("answers the handler's JSON with the operation's status, private to the member", async () => {
    const response = await route(post("/probe/1", '{"text":"hi"}', { cookie: "hf_at=t" }), {
      params: Promise.resolve({ id: "1" }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toBe("cookie");
    expect(await response.json()).toEqual({ id: "1", text: "hi", who: "sam" });
  });

  it("hands a legacy call's body and query over as sent, for its service to parse", async () => {
    const legacy = restRoute({ operation: legacyNote }, async ({ body, query }) => ({ body, query }));
    const response = await legacy(post("/probe/1/legacy?x=1&x=2", '{"other":3}'), {
      params: Promise.resolve({ id: "1" }),
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ body: { other: 3 }, query: { x: "1" } });
  });

  it("refuses a body that is not a JSON object, or too large, with the one failure body", async () => {
    const small = restRoute({ body: "json", maxBodyBytes: 10 }, async () => ({}));
    expect((await small(post("/x", '{"text":"far too long"}'), noParams)).status).toBe(413);
    expect((await small(post("/x", "[1]"), noParams)).status).toBe(400);
    const text = restRoute({ body: "text", maxBodyBytes: 4 }, async ({ body }) => ({ body }));
    const tooLarge = await text(post("/x", "12345", { "content-type": "text/plain" }), noParams);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toBe(
      "The request body is too large (at most 4 bytes)",
    );
    expect(await (await text(post("/x", "1234", { "content-type": "text/plain" }), noParams)).json()).toEqual({
      body: "1234",
    });
  });
});

describe("limits, failures and caching", () => {
  it("checks the rate limit before reading the body", async () => {
    const limited = restRoute(
      { body: "json", rateLimit: async () => fail("RATE_LIMITED", "Slow down", { retryAfterSeconds: 60 }) },
      async () => ({}),
    );
    const response = await limited(post("/x", "not json"), noParams);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
  });

  it("answers a returned or thrown failure, and a service's ZodError, with the one failure body", async () => {
    const reasons = restRoute({}, async () => ({ ...fail("BAD_INPUT", "a. b"), reasons: ["a", "b"] }));
    expect(await (await reasons(new Request(SITE + "/x"), noParams)).json()).toEqual({
      code: "BAD_INPUT",
      message: "a. b",
      errors: [{ message: "a" }, { message: "b" }],
      fieldErrors: {},
    });
    const guarded = restRoute({ auth: "staff" }, async ({ staff }) => {
      if (!staff) throw new FailureError(fail("UNAUTHENTICATED", "Sign in as staff"));
      return {};
    });
    expect((await guarded(new Request(SITE + "/x"), noParams)).status).toBe(401);
    const parsing = restRoute({}, async () => z.object({ n: z.number({ message: "n is a number." }) }).parse({}));
    const zodFailure = await parsing(new Request(SITE + "/x"), noParams);
    expect(zodFailure.status).toBe(400);
    expect(((await zodFailure.json()) as { message: string }).message).toBe("n is a number.");
    const broken = restRoute({}, async () => {
      throw new Error("a bug");
    });
    await expect(broken(new Request(SITE + "/x"), noParams)).rejects.toThrow("a bug");
  });

  it("carries the handler's extra headers on success and failure, and passes its own Response through", async () => {
    const located = restRoute({}, async ({ headers }) => {
      headers.set("x-probe", "1");
      return fail("NOT_FOUND", "Gone");
    });
    expect((await located(new Request(SITE + "/x"), noParams)).headers.get("x-probe")).toBe("1");
    const own = restRoute({}, async () => new Response(null, { status: 204 }));
    const response = await own(new Request(SITE + "/x"), noParams);
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBeNull();
  });

  it("gives a public read a shared lifetime and an ETag, and a 304 when the client has those bytes", async () => {
    const read = restRoute({ operation: publicRead }, async () => ({ n: 1 }));
    const first = await read(new Request(SITE + "/api/v1/probe"), noParams);
    expect(first.headers.get("cache-control")).toBe("public, max-age=60");
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await read(new Request(SITE + "/api/v1/probe", { headers: { "if-none-match": tag } }), noParams);
    expect(again.status).toBe(304);
    const withCookie = await read(new Request(SITE + "/api/v1/probe", { headers: { cookie: "a=b" } }), noParams);
    expect(withCookie.headers.get("cache-control")).toBe("private, max-age=60");
  });
});
