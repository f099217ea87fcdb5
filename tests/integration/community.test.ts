/**
 * The community calls through the Worker (GraphQL, the same services the pages use): who may
 * report and delete (visitors no, members yes, never their own post, a foreign Origin never),
 * votes and reports that parallel repeats cannot inflate, and a held answer out of the page.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, get, post, signedUpMember } from "./auth/client";
import { openLocalD1 } from "../support/local-d1";
import { url } from "../support/base-url";
import { CROSS_SITE_REFUSED } from "@/lib/auth/messages";

interface Body<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql<T>(jar: CookieJar | undefined, query: string, variables: Record<string, unknown> = {}) {
  const response = await post("/graphql", { query, variables }, jar);
  expect(response.status).toBe(200);
  return (await response.json()) as Body<T>;
}

const REPORT = `mutation ($type: PostType!, $id: ID!) { reportPost(postType: $type, postId: $id) { ok held error { message } } }`;
const DELETE = `mutation ($type: PostType!, $id: ID!) { deletePost(postType: $type, postId: $id) { ok error { message } } }`;
const VOTE = `mutation ($id: ID!) { voteOnAnswer(input: { answerId: $id, value: 1 }) { ok score error { message } } }`;

async function questionWithAnswer(label: string) {
  const [asker, local] = await Promise.all([signedUpMember(`${label}-asker`), signedUpMember(`${label}-local`)]);
  const place = await graphql<{ location: { id: string } }>(
    asker.jar,
    `
      {
        location(identifier: "bondi-nsw-2026") {
          id
        }
      }
    `,
  );
  const asked = await graphql<{ askQuestion: { question: { id: string; uri: string } } }>(
    asker.jar,
    `
      mutation ($input: AskQuestionInput!) {
        askQuestion(input: $input) {
          question {
            id
            uri
          }
        }
      }
    `,
    { input: { locationId: place.data!.location.id, title: `Where do locals park near the beach ${Date.now()}?` } },
  );
  const question = asked.data!.askQuestion.question;
  const answered = await graphql<{ answerQuestion: { answer: { id: string } } }>(
    local.jar,
    `
      mutation ($input: AnswerInput!) {
        answerQuestion(input: $input) {
          answer {
            id
          }
        }
      }
    `,
    { input: { questionId: question.id, body: `The back streets off Curlewis Street, ${Date.now()}.` } },
  );
  return { asker, local, question, answerId: answered.data!.answerQuestion.answer.id };
}

describe("reports and deletes: who may", () => {
  it("refuses visitors, one's own post, and a cross-site request; a member's report counts once", async () => {
    const { asker, local, answerId } = await questionWithAnswer("community-perm");
    const visitor = await graphql<{ reportPost: unknown }>(undefined, REPORT, { type: "answer", id: answerId });
    expect(visitor.data?.reportPost).toEqual({
      ok: false,
      held: false,
      error: { message: "Please sign in to do that" },
    });
    const own = await graphql<{ reportPost: unknown }>(local.jar, REPORT, { type: "answer", id: answerId });
    expect(own.data?.reportPost).toEqual({
      ok: false,
      held: false,
      error: { message: "You cannot report your own post." },
    });
    const notTheirs = await graphql<{ deletePost: unknown }>(asker.jar, DELETE, { type: "answer", id: answerId });
    expect(notTheirs.data?.deletePost).toEqual({
      ok: false,
      error: { message: "You can only delete your own posts." },
    });

    const crossSite = await fetch(url("/graphql"), {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json", cookie: asker.jar.header() },
      body: JSON.stringify({ query: REPORT, variables: { type: "answer", id: answerId } }),
    });
    // Yoga refuses a cross-site mutation before any resolver runs (lib/graphql/same-origin-mutations.ts).
    const refused = (await crossSite.json()) as Body<unknown>;
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ message: CROSS_SITE_REFUSED, extensions: { code: "FORBIDDEN" } });

    // Five reports at once from one member: one report.
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () =>
        graphql<{ reportPost: { ok: boolean } }>(asker.jar, REPORT, { type: "answer", id: answerId }),
      ),
    );
    expect(repeats.every((result) => result.data?.reportPost.ok)).toBe(true);
    const second = await signedUpMember("community-perm-second");
    const after = await graphql<{ reportPost: { held: boolean } }>(second.jar, REPORT, {
      type: "answer",
      id: answerId,
    });
    // Two distinct members so far: not yet held (three are needed).
    expect(after.data?.reportPost).toMatchObject({ held: false });
  });

  it("holds an answer at three members' reports sent at once; the question page then leaves it out", async () => {
    const { question, answerId } = await questionWithAnswer("community-hold");
    const reporters = await Promise.all(["a", "b", "c"].map((who) => signedUpMember(`community-hold-${who}`)));
    const results = await Promise.all(
      reporters.map((member) =>
        graphql<{ reportPost: { ok: boolean; held: boolean } }>(member.jar, REPORT, { type: "answer", id: answerId }),
      ),
    );
    expect(results.map((result) => result.data?.reportPost.ok)).toEqual([true, true, true]);
    expect(results.filter((result) => result.data?.reportPost.held).length).toBeGreaterThanOrEqual(1);
    const page = await (await get(question.uri)).text();
    expect(page).toContain("Where do locals park near the beach");
    expect(page).not.toContain("The back streets off Curlewis Street");
  });

  it("lets the author delete their own answer, gone from the page for everyone", async () => {
    const { local, question, answerId } = await questionWithAnswer("community-delete");
    const deleted = await graphql<{ deletePost: unknown }>(local.jar, DELETE, { type: "answer", id: answerId });
    expect(deleted.data?.deletePost).toEqual({ ok: true, error: null });
    expect(await (await get(question.uri)).text()).not.toContain("The back streets off Curlewis Street");
  });
});

describe("votes under concurrency", () => {
  it("ten parallel up votes from one member count once; three members count three", async () => {
    const { answerId } = await questionWithAnswer("community-votes");
    const voter = await signedUpMember("community-votes-voter");
    const repeats = await Promise.all(
      Array.from({ length: 10 }, () =>
        graphql<{ voteOnAnswer: { ok: boolean; score: number } }>(voter.jar, VOTE, { id: answerId }),
      ),
    );
    expect(repeats.every((result) => result.data?.voteOnAnswer.ok)).toBe(true);
    const others = await Promise.all(["x", "y"].map((who) => signedUpMember(`community-votes-${who}`)));
    await Promise.all(others.map((member) => graphql(member.jar, VOTE, { id: answerId })));
    const last = await graphql<{ voteOnAnswer: { score: number } }>(voter.jar, VOTE, { id: answerId });
    expect(last.data?.voteOnAnswer.score).toBe(3);
  });
});

describe("rankings and activity pages", () => {
  it("ranks a state's suburbs from the seeded reviews, with the method beside the rank; a suburb or unknown ranking is a 404", async () => {
    const page = await get("/locations/top-rated/nsw");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Top rated suburbs in");
    expect(html).toContain('data-testid="ranked-place"');
    // React separates the text's parts with comments in the HTML.
    expect(html.replaceAll("<!-- -->", "")).toContain("A suburb needs at least 5 reviews to be ranked");
    const safest = await get("/locations/top-rated/nsw/safest");
    expect(safest.status).toBe(200);
    expect(await safest.text()).toContain("Safest suburbs in");
    expect((await get("/locations/top-rated/bondi-nsw-2026")).status).toBe(404);
    expect((await get("/locations/top-rated/nsw/loudest")).status).toBe(404);
    const how = await get("/locations/top-rated");
    expect(how.status).toBe(200);
    expect(await how.text()).toContain("The formula");
  });

  it("ranks a state's streets apart from its suburbs: only streets past the minimum, each linked to its page", async () => {
    const d1 = openLocalD1();
    const expected = d1
      .prepare(
        `SELECT l.uri AS uri FROM location_review_stats s JOIN (SELECT id, '/locations/' || slug AS uri FROM locations) l ON l.id = s.location_id
         WHERE s.place_type = 'street' AND s.state_id = (SELECT id FROM locations WHERE type = 'state' AND state_code = 'NSW') AND s.review_count >= 5`,
      )
      .all() as { uri: string }[];
    d1.close();
    // The seed reviews a few streets of the popular suburbs, enough for some to be ranked.
    expect(expected.length).toBeGreaterThan(0);
    const page = await get("/locations/top-rated/nsw/streets");
    expect(page.status).toBe(200);
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Top rated streets in");
    expect(html).toContain("A street needs at least 5 reviews to be ranked");
    const ranked = [...html.matchAll(/<tr data-testid="ranked-place">.*?href="([^"]+)"/g)].map((match) => match[1]);
    expect(ranked.sort()).toEqual(
      expected
        .map((row) => row.uri)
        .slice(0, 50)
        .sort(),
    );
    const safest = await get("/locations/top-rated/nsw/streets/safest");
    expect(safest.status).toBe(200);
    expect(await safest.text()).toContain("Safest streets in");
    expect((await get("/locations/top-rated/nsw/streets/loudest")).status).toBe(404);
  });

  it("shows a seeded local's reviews, questions and answers on their profile, typed", async () => {
    const page = await get("/user/olivia-nguyen-1");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/data-type="(ReviewedALocation|AskedAQuestion|AnsweredAQuestion)"/);
  });
});
