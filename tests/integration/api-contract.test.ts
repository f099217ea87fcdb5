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
import { importAgentReviews } from "@/lib/http/api/operations/agents";
import { failureShape } from "@/lib/http/api/operations/shapes";
import type { OpenApiDocument } from "@/lib/http/api/openapi";
import { MAX_JSON_BODY_BYTES } from "@/lib/http/json-body";
import { FAILURE_STATUS, type FailureCode } from "@/lib/services/result";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { CookieJar, mailedToken, origin, post, signedUpMember, testClientAddress, uniqueEmail } from "./auth/client";
import { signedInAgent, unaskedSales } from "./auth/seeded-agent";

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

const FEEDS_TEST = "with a feed key (tests/integration/feeds.test.ts)";

/** Failures one call documents but a request cannot provoke here, and where they are tested. */
const NOT_PROVOKED_BY: Readonly<Record<string, Partial<Record<FailureCode, string>>>> = {
  legacyFollowAgent: { CONFLICT: "the 500-follow cap (tests/unit/services/follows/follows.test.ts)" },
  legacyAddAlert: { CONFLICT: "the alerts-per-member cap (tests/unit/services/alerts/alerts.test.ts)" },
  legacyFollowLocation: { CONFLICT: "the 500-follow cap (tests/unit/services/follows/follows.test.ts)" },
  legacyFollowQuestion: { CONFLICT: "the 500-follow cap (tests/unit/services/follows/follows.test.ts)" },
  requestVendorReview: { CONFLICT: "a second request for one sale (tests/integration/vendor-reviews.test.ts)" },
  postAgentReview: { CONFLICT: "a second review of one agent (tests/integration/agent-reviews-api.test.ts)" },
  // Past its key (which no example can hold), in tests/integration/feeds.test.ts.
  uploadFeed: { BAD_INPUT: FEEDS_TEST, TOO_LARGE: FEEDS_TEST },
  feedRunReport: { BAD_INPUT: FEEDS_TEST, NOT_FOUND: FEEDS_TEST },
};

let document: OpenApiDocument;
let member: Awaited<ReturnType<typeof signedUpMember>>;

beforeAll(async () => {
  const response = await fetch(url("/api/v1/openapi.json"));
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
  member = await signedUpMember("contract");
}, 60_000);

/** A path item's keys that are operations (a legacy path item also has `servers`). */
const isMethod = (key: string) => ["get", "put", "post", "delete", "patch"].includes(key);

function documentedOperations(): { path: string; method: string; operation: DocumentedOperation }[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => isMethod(method))
      .map(([method, operation]) => ({
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

/**
 * A request of this test's own for a legacy call whose example needs more than the document can
 * hold: an address that has just been mailed a link, a member whose session may be ended. Each
 * builds its own member, so ending or rotating a session never touches another test's.
 */
interface Prepared {
  example: Example;
  jar?: CookieJar;
}
/** The seeded suburb the community calls' examples are about. */
const BONDI = { slug: "bondi-nsw-2026", uniqueUri: "/nsw/bondi-2026" };

async function graphqlData<T>(jar: CookieJar, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await post("/graphql", { query, variables }, jar);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { data: T; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

/**
 * Posts of this run's own for the community calls: a review at Bondi, a question about it and an
 * answer, each by its own member (nobody marks, votes on or reports their own post), so a contract
 * run never changes a seeded post (three runs' reports would hold it from every other test).
 */
let communityPosts: Promise<{ reviewId: number; questionId: number; answerId: number }> | undefined;
function ownCommunityPosts() {
  communityPosts ??= (async () => {
    const [author, local] = await Promise.all([signedUpMember("contract-author"), signedUpMember("contract-local")]);
    const place = await graphqlData<{ location: { id: string } }>(
      author.jar,
      "query ($slug: String!) { location(identifier: $slug) { id } }",
      { slug: BONDI.slug },
    );
    const written = await graphqlData<{ writeLocationReview: { review: { id: string } } }>(
      author.jar,
      "mutation ($input: LocationReviewInput!) { writeLocationReview(input: $input) { review { id } } }",
      {
        input: {
          locationId: place.location.id,
          reviewerKind: "local",
          rating: 4,
          loves: `The ocean pool and the bus to the city (contract ${Date.now()}).`,
        },
      },
    );
    const asked = await post(
      `/locations/${BONDI.slug}/questions/ask`,
      { title: `Is parking hard near the beach on weekends (${Date.now()})?` },
      author.jar,
    );
    expect(asked.status).toBe(201);
    const { question } = (await asked.json()) as { question: { id: number } };
    const answered = await post(
      "/posts/questions/answer",
      { questionId: question.id, body: "Yes after nine; come early or take the bus." },
      local.jar,
    );
    expect(answered.status).toBe(201);
    const { answer } = (await answered.json()) as { answer: { id: number } };
    return { reviewId: Number(written.writeLocationReview.review.id), questionId: question.id, answerId: answer.id };
  })();
  return communityPosts;
}

/** A community write by a member of its own, so this run's posts stay within the per-member post limit. */
async function postingMember(): Promise<CookieJar> {
  return (await signedUpMember("contract-poster")).jar;
}

const LEGACY_SUCCESS: Readonly<Record<string, () => Promise<Prepared>>> = {
  legacyTokenExchange: async () => {
    const email = uniqueEmail("contract-verify");
    await post("/api/users", { name: "Contract Verify", email, password: "tram koala wattle" }, undefined, {
      "cf-connecting-ip": testClientAddress(),
    });
    return { example: { body: { type: "email-verification", token: await mailedToken(email, "/verify-email") } } };
  },
  legacySignIn: async () => {
    const someone = await signedUpMember("contract-signin");
    return { example: { body: { email: someone.email, password: someone.password } } };
  },
  legacySignOut: async () => ({ example: {}, jar: (await signedUpMember("contract-signout")).jar }),
  legacyRefreshSession: async () => ({ example: {}, jar: (await signedUpMember("contract-refresh")).jar }),
  legacyForgotPassword: async () => ({ example: { body: { email: member.email } } }),
  legacyResetPassword: async () => {
    const someone = await signedUpMember("contract-reset");
    const asked = await post("/api/user/forgotpassword", { email: someone.email }, undefined, {
      "cf-connecting-ip": testClientAddress(),
    });
    expect(asked.status).toBe(202);
    const token = await mailedToken(someone.email, "/reset-password");
    return { example: { body: { token, password: "harbour lorikeet gum tree" } } };
  },
  legacyMarkReviewHelpful: async () => ({ example: { body: { reviewId: (await ownCommunityPosts()).reviewId } } }),
  legacyUndoReviewHelpful: async () => ({ example: { body: { reviewId: (await ownCommunityPosts()).reviewId } } }),
  legacyCommentOnReview: async () => ({
    example: { body: { reviewId: (await ownCommunityPosts()).reviewId, body: "Agreed about the pool." } },
    jar: await postingMember(),
  }),
  legacyReportPost: async () => ({
    example: { query: { postId: String((await ownCommunityPosts()).answerId) }, body: { postType: "answer" } },
  }),
  legacyFollowQuestion: async () => ({ example: { params: { id: String((await ownCommunityPosts()).questionId) } } }),
  legacyUnfollowQuestion: async () => ({
    example: { params: { id: String((await ownCommunityPosts()).questionId) } },
  }),
  legacyAskQuestion: async () => ({
    example: { params: { slug: BONDI.slug }, body: { title: `Which streets are quietest at night (${Date.now()})?` } },
    jar: await postingMember(),
  }),
  legacyAnswerQuestion: async () => ({
    example: { body: { questionId: (await ownCommunityPosts()).questionId, body: "The north end is quieter." } },
    jar: await postingMember(),
  }),
  legacyCommentOnAnswer: async () => ({
    example: { body: { answerId: (await ownCommunityPosts()).answerId, body: "Good to know, thanks." } },
    jar: await postingMember(),
  }),
  legacyVoteOnAnswer: async () => {
    const { questionId, answerId } = await ownCommunityPosts();
    return { example: { params: { slug: BONDI.slug, id: String(questionId) }, body: { answerId, value: 1 } } };
  },
  legacyLocationUserData: async () => ({ example: { query: { locationUniqueUri: BONDI.uniqueUri } } }),
  // Importing reviews is an agent's call.
  importAgentReviews: async () => {
    const [sale] = unaskedSales(45, 1);
    if (!sale) throw new Error("no seeded agent with a member account left");
    return { example: importAgentReviews.example, jar: await signedInAgent(sale.email) };
  },
  // Asking a vendor for a review is an agent's call, about a sale of theirs nobody asked about yet.
  requestVendorReview: async () => {
    const [sale] = unaskedSales(40, 1);
    if (!sale) throw new Error("no seeded agent has a sale left to ask about");
    return {
      example: { body: { listingId: sale.listingId, vendorName: "Jo Vendor", vendorEmail: uniqueEmail("vendor") } },
      jar: await signedInAgent(sale.email),
    };
  },
};

/**
 * A seeded agent review's id. Reviews get new ids whenever a database is seeded again (the seed
 * replaces its rows and SQLite's AUTOINCREMENT never reuses an id), so the document's example id
 * names a review only in a freshly created database.
 */
async function seededAgentReviewId(): Promise<string> {
  const d1 = openLocalD1();
  const reviewed = d1.prepare("SELECT agent_id AS agentId FROM agent_reviews ORDER BY id LIMIT 1").get() as
    { agentId: number } | undefined;
  d1.close();
  expect(reviewed, "the seed wrote agent reviews").toBeDefined();
  const listed = await fetch(url(`/api/v1/agent/${reviewed!.agentId}/reviews?take=1`));
  const reviews = (await listed.json()) as { id: number }[];
  expect(reviews.length, "a reviewed agent lists a review").toBeGreaterThan(0);
  return String(reviews[0]!.id);
}
/** Calls only an agent may make: their failures are provoked with a seeded agent's session. */
const AS_AGENT = new Set(["requestVendorReview", "importAgentReviews"]);

/** The example with this test's member and a new alert in place of the document's placeholders. */
async function ownExample(operation: ApiOperation): Promise<Example> {
  const params = { ...operation.example.params };
  if (operation.path.startsWith("/alert/")) params.id = await newAlertId();
  if (operation.path === "/agent/review/{id}") params.id = await seededAgentReviewId();
  // Each enquiry from its own sender, so the per-sender limit never trips across runs.
  const body =
    operation.example.body && typeof operation.example.body === "object" && "email" in operation.example.body
      ? { ...operation.example.body, email: uniqueEmail("contract-enquiry") }
      : operation.example.body;
  return { ...operation.example, params, body };
}

async function call(
  operation: ApiOperation,
  example: Example,
  {
    signedIn = operation.access === "member",
    jar = member.jar,
    crossSite = false,
  }: { signedIn?: boolean; jar?: CookieJar; crossSite?: boolean } = {},
) {
  const query = example.query ? `?${new URLSearchParams(example.query)}` : "";
  const headers: Record<string, string> = { origin: crossSite ? "https://elsewhere.example" : origin() };
  // Legacy calls count sign-ups and sign-in failures per client address: each call from its own.
  if (operation.legacy) headers["cf-connecting-ip"] = testClientAddress();
  if (signedIn || operation.access === "partner") headers.cookie = jar.header();
  if (example.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(url(operationUrl(operation, example.params) + query), {
    method: operation.method,
    headers,
    body: example.body === undefined ? undefined : JSON.stringify(example.body),
  });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

const NUMERIC_ID = /^\d+$/;

type FailingRequest = { example: Example; signedIn?: boolean; crossSite?: boolean; jar?: CookieJar };

/**
 * A request the operation must refuse with this failure. An agent's call is made with an agent's
 * session; the vendor reviews' list (public) refuses only its agent-only status 0.
 */
async function failing(operation: ApiOperation, code: FailureCode): Promise<FailingRequest | undefined> {
  const query = operation.example.query;
  if (query?.agentUserId) {
    const openRequests = { ...operation.example, query: { ...query, status: "0" } };
    if (code === "UNAUTHENTICATED") return { example: openRequests, signedIn: false };
    // This test's member is no agent: the requests awaiting an agent's vendors are not theirs to see.
    if (code === "FORBIDDEN") return { example: openRequests, signedIn: true };
    if (code === "NOT_FOUND") return { example: { ...operation.example, query: { agentUserId: "999999999" } } };
  }
  // A json filter naming agents by id: an id no agent has.
  if (code === "NOT_FOUND" && query?.json?.includes('"userIds"'))
    return { example: { ...operation.example, query: { json: '{"userIds":[999999999]}' } } };
  // A member's read that is an agent's only: this test's member is no agent.
  if (code === "FORBIDDEN" && operation.method === "GET" && operation.access === "member")
    return { example: await ownExample(operation), signedIn: true };
  const request = await failingFromExample(operation, code);
  if (!request || !AS_AGENT.has(operation.id) || request.signedIn === false) return request;
  return { ...request, jar: (await LEGACY_SUCCESS[operation.id]!()).jar };
}

/** A request the operation must refuse with this failure, made from its example. */
async function failingFromExample(operation: ApiOperation, code: FailureCode): Promise<FailingRequest | undefined> {
  const example = await ownExample(operation);
  const params = example.params ?? {};
  const firstParam = Object.keys(params)[0];
  switch (code) {
    case "UNAUTHENTICATED":
      return { example, signedIn: false };
    case "FORBIDDEN":
      // A change asked for from another site's page.
      return operation.method === "GET" ? undefined : { example, crossSite: true };
    case "NOT_FOUND":
      // A call naming what it is about in its query (a reported post, a place's uniqueUri).
      if (example.query?.postId !== undefined) return { example: { ...example, query: { postId: "999999999" } } };
      if (example.query?.locationUniqueUri !== undefined)
        return { example: { ...example, query: { locationUniqueUri: "/nsw/nowhere-9999" } } };
      if (operation.body && !firstParam) {
        // A write naming what it is about in its body: an id nothing has.
        const body = example.body as Record<string, unknown>;
        const unknown = Object.fromEntries(
          (["listingId", "locationId", "agentIds", "reviewId", "questionId", "answerId"] as const)
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
      const success = String(successStatusOf(operation));
      if (operation.exampleNotReplayed) {
        // Documented, not callable here: its failures are provoked below, its success tested where it says.
        expect(documented.operation.responses).toHaveProperty(success);
        expect(operation.exampleNotReplayed).toMatch(/tests\//);
        return;
      }
      const prepared = LEGACY_SUCCESS[operation.id];
      const { example, jar } = prepared ? await prepared() : { example: await ownExample(operation), jar: undefined };
      const answer = await call(operation, example, { jar });
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
      // A call with nothing to refuse (Australia's rankings take no input) documents no failure.
      expect(codes.length).toBe(operation.errors.length);
      if (operation.errors.length === 0) return;
      for (const code of codes) {
        if (NOT_PROVOKED[code] || NOT_PROVOKED_BY[operation.id]?.[code]) continue;
        const request = await failing(operation, code);
        expect(request, `${operation.id}: no way to provoke ${code}`).toBeDefined();
        const answer = await call(operation, request!.example, {
          signedIn: request!.signedIn,
          crossSite: request!.crossSite,
          jar: request!.jar,
        });
        expect(answer.status, `${operation.id} ${code}: ${JSON.stringify(answer.body)}`).toBe(FAILURE_STATUS[code]);
        const body = failureShape.parse(answer.body);
        expect(body.code).toBe(code);
        expect(body.message.length).toBeGreaterThan(0);
      }
    },
  );
});
