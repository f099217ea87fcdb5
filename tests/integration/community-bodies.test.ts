/**
 * Property tests of what the community calls read, against the running Worker: the legacy calls'
 * JSON bodies (and the ids in their paths and queries) and the /api/v1 community reads' paths and
 * queries. Whatever is sent, malformed or merely odd, the answer is never a 500, and a refusal
 * carries a sentence for a person.
 *
 * Every id drawn names nothing (not a positive number once the service coerces it), and a question
 * title is always out of bounds, so no drawn request can write a post: the properties probe the
 * parsing and never add junk to the places other tests read.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { origin, signedUpMember, type CookieJar } from "./auth/client";

const BONDI = "bondi-nsw-2026";
const RUNS = 25;

let jar: CookieJar;
beforeAll(async () => {
  jar = (await signedUpMember("community-bodies")).jar;
}, 60_000);

/** What a value becomes on the server: its JSON form. */
const overTheWire = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? null : (JSON.parse(text) as unknown);
};

/** True when the services' `z.coerce.number()` could read the value as a real (positive) id. */
function couldNameAPost(value: unknown): boolean {
  try {
    return Number(overTheWire(value)) > 0;
  } catch {
    return false;
  }
}

/** Anything at all in an id's place, except what could name an existing post. */
const notAnId = fc.anything().filter((value) => !couldNameAPost(value));
const notAnIdText = fc.string().filter((text) => !couldNameAPost(text));
/** A path segment: not empty, and not "." or ".." (which a URL resolves away before it is sent). */
const segment = (text: string) => text.length > 0 && !/^\.+$/.test(text);
/** Any value, or text (short, long, with markup). */
const anyField = fc.oneof(fc.anything(), fc.string(), fc.string({ minLength: 1000, maxLength: 3000 }));
/** A question title that can never be asked (too short, or no text at all). */
const neverATitle = fc.oneof(
  fc.string({ maxLength: 9 }),
  fc.anything().filter((value) => typeof value !== "string"),
);

/** Raw bodies: not JSON, any JSON value, or an object with the calls' own field names. */
function bodies(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string(),
    fc.json(),
    fc.record(fields, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
    fc
      .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string(), fc.anything()))
      .map(([known, extra]) => JSON.stringify({ ...extra, ...known })),
  );
}

async function expectAnswered(response: Response, sent: string) {
  const text = await response.text();
  expect(response.status, `${sent} → ${text}`).toBeLessThan(500);
  if (response.status >= 400) {
    const body = JSON.parse(text) as { message?: string };
    expect(body.message?.length, `${sent} → ${text}`).toBeGreaterThan(0);
  }
}

async function send(method: "GET" | "POST", path: string, body?: string): Promise<Response> {
  return fetch(url(path), {
    method,
    headers: {
      origin: origin(),
      cookie: jar.header(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body,
  });
}

const POSTS: [string, Record<string, fc.Arbitrary<unknown>>][] = [
  ["/posts/review/helpful", { reviewId: notAnId }],
  ["/posts/review/undohelpfulorunhelpful", { reviewId: notAnId }],
  ["/posts/review/savecomment", { reviewId: notAnId, body: anyField }],
  ["/posts/questions/answer", { questionId: notAnId, body: anyField }],
  ["/posts/questions/answercomment", { answerId: notAnId, body: anyField }],
  [`/locations/${BONDI}/questions/1/vote`, { answerId: notAnId, value: anyField }],
  [`/locations/${BONDI}/questions/ask`, { title: neverATitle, body: anyField }],
];

describe("legacy community calls: nothing malformed gives a 500", () => {
  it.each(POSTS)(
    "POST %s with any body",
    async (path, fields) => {
      await fc.assert(
        fc.asyncProperty(bodies(fields), async (body) => {
          await expectAnswered(await send("POST", path, body), body);
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );

  it("POST /user/report with any post id and any body", async () => {
    await fc.assert(
      fc.asyncProperty(
        notAnIdText,
        bodies({
          postType: fc.oneof(fc.constantFrom("review", "question", "answer", "comment"), anyField),
          reason: anyField,
        }),
        async (postId, body) => {
          await expectAnswered(await send("POST", `/user/report?postId=${encodeURIComponent(postId)}`, body), body);
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("POST /posts/post/follow/{id} and /unfollow/{id} with any id", async () => {
    await fc.assert(
      fc.asyncProperty(notAnIdText.filter(segment), fc.boolean(), async (id, following) => {
        const path = `/posts/post/${following ? "follow" : "unfollow"}/${encodeURIComponent(id)}`;
        await expectAnswered(await send("POST", path), path);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("GET /locations/location/overviewjsonuserdata with any place", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.string({ minLength: 190, maxLength: 400 })), async (place) => {
        const path = `/locations/location/overviewjsonuserdata?locationUniqueUri=${encodeURIComponent(place)}`;
        await expectAnswered(await send("GET", path), path);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

describe("/api/v1 community reads: nothing malformed gives a 500", () => {
  const anyParam = fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String));
  it.each(["/api/v1/reviews/location", "/api/v1/questions/location"])(
    "GET %s/{id} with any id, skip, take, sort and type",
    async (prefix) => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constant("5713470"), anyParam.filter(segment)),
          fc.record({ skip: anyParam, take: anyParam, sort: anyParam, type: anyParam }, { requiredKeys: [] }),
          async (id, query) => {
            const path = `${prefix}/${encodeURIComponent(id)}?${new URLSearchParams(query)}`;
            const response = await fetch(url(path));
            await expectAnswered(response, path);
          },
        ),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});
