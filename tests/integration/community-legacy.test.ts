/**
 * The legacy client's community calls through the Worker (`/posts/…`, `/user/report`, a place's
 * `questions/ask` and `questions/{id}/vote`, also at its uniqueUri, and the overview's user data),
 * and the main API's reviews and questions of a place. The legacy calls run the services the
 * GraphQL mutations run: the permission matrix (visitors 401, a foreign or missing Origin 403,
 * one's own answer not votable, a post only on the place and question it belongs to), and votes
 * and helpful marks that parallel repeats cannot inflate.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, get, post, signedUpMember } from "./auth/client";
import { url } from "../support/base-url";
import { CROSS_SITE_REFUSED, SIGN_IN_REQUIRED } from "@/lib/auth/messages";

const BONDI = { slug: "bondi-nsw-2026", uniqueUri: "/nsw/bondi-2026" };
const MELBOURNE_ID = "5713470";

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function graphql<T>(jar: CookieJar, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await post("/graphql", { query, variables }, jar);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A place's id, as the review form knows it. */
async function placeId(jar: CookieJar, slug: string): Promise<string> {
  const data = await graphql<{ location: { id: string } }>(
    jar,
    `
      query ($slug: String!) {
        location(identifier: $slug) {
          id
        }
      }
    `,
    {
      slug,
    },
  );
  return data.location.id;
}

/** A member asks at Bondi through the legacy call at its uniqueUri; another answers through /posts/questions/answer. */
async function legacyQuestion(label: string) {
  const [asker, local] = await Promise.all([signedUpMember(`${label}-asker`), signedUpMember(`${label}-local`)]);
  const asked = await post(
    `${BONDI.uniqueUri}/questions/ask`,
    { title: `Is the Bondi to Bronte walk busy at dawn ${Date.now()}?`, body: "Thinking of moving close to it." },
    asker.jar,
  );
  expect(asked.status).toBe(201);
  const { question } = await json<{ question: { id: number; uri: string; title: string } }>(asked);
  expect(question.uri).toMatch(/^\/questions\/\d+-is-the-bondi-to-bronte-walk-busy-at-dawn-/);
  const answered = await post(
    "/posts/questions/answer",
    { questionId: question.id, body: `Busy from six with runners, quiet before that (${Date.now()}).` },
    local.jar,
  );
  expect(answered.status).toBe(201);
  const { answer } = await json<{ answer: { id: number; body: string } }>(answered);
  return { asker, local, question, answerId: answer.id };
}

describe("legacy community calls: who may", () => {
  it("refuses a visitor (401), a foreign Origin and a missing Origin (403) on every state-changing call", async () => {
    const member = await signedUpMember("legacy-matrix");
    const calls: [string, unknown][] = [
      ["/posts/review/helpful", { reviewId: 1 }],
      ["/posts/review/undohelpfulorunhelpful", { reviewId: 1 }],
      ["/posts/review/savecomment", { reviewId: 1, body: "A comment" }],
      ["/user/report?postId=1", { postType: "review" }],
      ["/posts/post/follow/1", undefined],
      ["/posts/post/unfollow/1", undefined],
      ["/posts/questions/answer", { questionId: 1, body: "An answer here" }],
      ["/posts/questions/answercomment", { answerId: 1, body: "A comment" }],
      [`/locations/${BONDI.slug}/questions/1/vote`, { answerId: 1, value: 1 }],
      [`/locations/${BONDI.slug}/questions/ask`, { title: "A question about Bondi?" }],
      [`${BONDI.uniqueUri}/questions/1/vote`, { answerId: 1, value: 1 }],
      [`${BONDI.uniqueUri}/questions/ask`, { title: "A question about Bondi?" }],
    ];
    for (const [path, body] of calls) {
      const visitor = await post(path, body);
      expect([path, visitor.status]).toEqual([path, 401]);
      expect((await json<{ message: string }>(visitor)).message).toBe(SIGN_IN_REQUIRED);

      const foreign = await post(path, body, member.jar, { origin: "https://evil.example" });
      expect([path, foreign.status]).toEqual([path, 403]);
      expect((await json<{ message: string }>(foreign)).message).toBe(CROSS_SITE_REFUSED);

      const noOrigin = await fetch(url(path), {
        method: "POST",
        headers: { "content-type": "application/json", cookie: member.jar.header() },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect([path, noOrigin.status]).toEqual([path, 403]);
    }
  });

  it("answers the overview's user data to the member only", async () => {
    const member = await signedUpMember("legacy-overview");
    const path = `/locations/location/overviewjsonuserdata?locationUniqueUri=${encodeURIComponent(BONDI.uniqueUri)}`;
    expect((await get(path)).status).toBe(401);
    const before = await get(path, member.jar);
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toBe("private, no-store");
    const data = await json<{ location: { uri: string }; following: boolean; review: unknown }>(before);
    expect(data).toMatchObject({ location: { uri: `/locations/${BONDI.slug}` }, following: false, review: null });

    const written = await graphql<{ writeLocationReview: { ok: boolean } }>(
      member.jar,
      `
        mutation ($input: LocationReviewInput!) {
          writeLocationReview(input: $input) {
            ok
          }
        }
      `,
      {
        input: {
          locationId: await placeId(member.jar, BONDI.slug),
          reviewerKind: "visitor",
          rating: 4,
          loves: "The ocean pool at Icebergs early in the morning.",
        },
      },
    );
    expect(written.writeLocationReview.ok).toBe(true);
    const after = await json<{ review: { rating: number; loves: string } }>(await get(path, member.jar));
    expect(after.review).toMatchObject({ rating: 4, loves: "The ocean pool at Icebergs early in the morning." });

    expect(
      (await get("/locations/location/overviewjsonuserdata?locationUniqueUri=/nsw/nowhere-9999", member.jar)).status,
    ).toBe(404);
    const missing = await get("/locations/location/overviewjsonuserdata", member.jar);
    expect(missing.status).toBe(400);
    expect((await json<{ message: string }>(missing)).message).toMatch(/locationUniqueUri/);
  });
});

describe("legacy Q&A calls", () => {
  it("asks at the uniqueUri, answers, comments and follows; votes count once under parallel repeats", async () => {
    const { asker, local, question, answerId } = await legacyQuestion("legacy-qna");

    // Asking followed the question; unfollow and follow again through /posts/post/….
    const unfollowed = await post(`/posts/post/unfollow/${question.id}`, undefined, asker.jar);
    expect(await json(unfollowed)).toEqual({ postId: String(question.id), following: false });
    const followed = await post(`/posts/post/follow/${question.id}`, undefined, asker.jar);
    expect(await json(followed)).toEqual({ postId: String(question.id), following: true });
    expect((await post("/posts/post/follow/999999999", undefined, asker.jar)).status).toBe(404);

    const commented = await post(
      "/posts/questions/answercomment",
      { answerId, body: "Thanks, that is what I hoped." },
      asker.jar,
    );
    expect(commented.status).toBe(201);
    expect(await json(commented)).toMatchObject({ comment: { body: "Thanks, that is what I hoped." } });

    // Ten votes sent at once by one member, through the slug form and the uniqueUri form: one vote.
    const paths = [
      `/locations/${BONDI.slug}/questions/${question.id}/vote`,
      `${BONDI.uniqueUri}/questions/${question.id}/vote`,
    ];
    const votes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(paths[i % 2]!, { answerId, value: 1 }, asker.jar)),
    );
    expect(votes.map((response) => response.status)).toEqual(Array(10).fill(200));
    const last = await post(paths[0]!, { answerId, value: 1 }, asker.jar);
    expect(await json(last)).toEqual({ answerId, vote: 1, score: 1 });
    const taken = await post(paths[1]!, { answerId, value: 0 }, asker.jar);
    expect(await json(taken)).toEqual({ answerId, vote: 0, score: 0 });

    // Not on one's own answer; only on the question and place the answer belongs to; values -1, 0, 1.
    const own = await post(paths[0]!, { answerId, value: 1 }, local.jar);
    expect(own.status).toBe(403);
    expect((await json<{ message: string }>(own)).message).toBe("You cannot vote on your own answer.");
    const otherQuestion = await post(`/locations/${BONDI.slug}/questions/1/vote`, { answerId, value: 1 }, asker.jar);
    expect(otherQuestion.status).toBe(404);
    const otherPlace = await post(
      `/locations/carlton-vic-3053/questions/${question.id}/vote`,
      { answerId, value: 1 },
      asker.jar,
    );
    expect(otherPlace.status).toBe(404);
    expect((await json<{ message: string }>(otherPlace)).message).toBe("That question is not about this place.");
    const silly = await post(paths[0]!, { answerId, value: 5 }, asker.jar);
    expect(silly.status).toBe(400);
    expect((await json<{ message: string }>(silly)).message).toBe("Vote up (1), down (-1) or take it back (0)");
    const nowhere = await post(
      "/locations/nowhere-at-all/questions/ask",
      { title: "Is anywhere like nowhere?" },
      asker.jar,
    );
    expect(nowhere.status).toBe(404);

    // The question page shows the answer and the comment.
    const page = await (await get(question.uri)).text();
    expect(page).toContain("Busy from six with runners");
    expect(page).toContain("Thanks, that is what I hoped.");
  });
});

describe("legacy review calls", () => {
  it("marks a review helpful once under parallel repeats, undoes it, comments and reports it", async () => {
    const [author, reader] = await Promise.all([
      signedUpMember("legacy-review-author"),
      signedUpMember("legacy-review-reader"),
    ]);
    const written = await graphql<{ writeLocationReview: { review: { id: string } } }>(
      author.jar,
      `
        mutation ($input: LocationReviewInput!) {
          writeLocationReview(input: $input) {
            review {
              id
            }
          }
        }
      `,
      {
        input: {
          locationId: await placeId(author.jar, BONDI.slug),
          reviewerKind: "local",
          rating: 5,
          loves: `Sea air, the bus to the city and the Sunday markets (${Date.now()}).`,
        },
      },
    );
    const reviewId = Number(written.writeLocationReview.review.id);

    const marks = await Promise.all(
      Array.from({ length: 8 }, () => post("/posts/review/helpful", { reviewId }, reader.jar)),
    );
    expect(marks.map((response) => response.status)).toEqual(Array(8).fill(200));
    const marked = await post("/posts/review/helpful", { reviewId }, reader.jar);
    expect(await json(marked)).toEqual({ reviewId, helpful: true, helpfulCount: 1 });
    const undone = await post("/posts/review/undohelpfulorunhelpful", { reviewId }, reader.jar);
    expect(await json(undone)).toEqual({ reviewId, helpful: false, helpfulCount: 0 });
    const ownMark = await post("/posts/review/helpful", { reviewId }, author.jar);
    expect(ownMark.status).toBe(403);

    const comment = await post(
      "/posts/review/savecomment",
      { reviewId, body: "<script>alert(1)</script> agreed" },
      reader.jar,
    );
    expect(comment.status).toBe(201);
    expect(await json(comment)).toMatchObject({ comment: { body: "<script>alert(1)</script> agreed" } });
    const short = await post("/posts/review/savecomment", { reviewId, body: "x" }, reader.jar);
    expect(short.status).toBe(400);

    const reported = await post(
      `/user/report?postId=${reviewId}`,
      { postType: "review", reason: "Advertising" },
      reader.jar,
    );
    expect(await json(reported)).toEqual({ postType: "review", postId: reviewId, held: false });
    const noType = await post(`/user/report?postId=${reviewId}`, {}, reader.jar);
    expect(noType.status).toBe(400);
    expect((await json<{ message: string }>(noType)).message).toBe(
      "Choose a review, question, answer, comment or agent review",
    );
    const ownReport = await post(`/user/report?postId=${reviewId}`, { postType: "review" }, author.jar);
    expect(ownReport.status).toBe(403);
  });
});

describe("main API: a place's reviews and questions", () => {
  it("pages reviews and questions by skip and take (take 5 by default), visible posts only", async () => {
    const reviews = await get(`/api/v1/reviews/location/${MELBOURNE_ID}`);
    expect(reviews.status).toBe(200);
    const reviewPage = await json<{ total: number; skip: number; take: number; reviews: { locationId: number }[] }>(
      reviews,
    );
    expect(reviewPage).toMatchObject({ skip: 0, take: 5 });
    expect(reviewPage.reviews.length).toBe(Math.min(5, reviewPage.total));
    expect(reviewPage.total).toBeGreaterThan(5);
    expect(reviewPage.reviews.every((review) => review.locationId === Number(MELBOURNE_ID))).toBe(true);
    const second = await json<{ reviews: { id: number }[] }>(
      await get(`/api/v1/reviews/location/${MELBOURNE_ID}?skip=5&take=5`),
    );
    expect(second.reviews.map((review) => review.id)).not.toContain(
      (reviewPage.reviews[0] as unknown as { id: number }).id,
    );

    const questions = await get(`/api/v1/questions/location/${MELBOURNE_ID}?type=1&skip=0&take=5`);
    expect(questions.status).toBe(200);
    const questionPage = await json<{ type: number; take: number; questions: { uri: string }[] }>(questions);
    expect(questionPage).toMatchObject({ type: 1, take: 5 });
    expect(questionPage.questions.every((question) => question.uri.startsWith("/questions/"))).toBe(true);

    const badType = await get(`/api/v1/questions/location/${MELBOURNE_ID}?type=9`);
    expect(badType.status).toBe(400);
    expect((await json<{ message: string }>(badType)).message).toBe(
      "type is 1 (recent), 2 (active), 3 (unanswered) or 4 (most answered).",
    );
    expect((await get(`/api/v1/reviews/location/${MELBOURNE_ID}?take=500`)).status).toBe(400);
    expect((await get("/api/v1/reviews/location/999999999")).status).toBe(404);
    expect((await get("/api/v1/questions/location/bondi")).status).toBe(400);
  });
});
