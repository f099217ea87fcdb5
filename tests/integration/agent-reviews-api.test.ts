/**
 * Agent reviews through /api/v1: a member's review (POST /agent/{id}/reviews) and an agent's
 * imported reviews (POST /agent/reviews/imported), against the Worker and its local D1: who may
 * send them, what they answer, and that the profile's review list then shows them.
 */
import { describe, expect, it } from "vitest";
import { get, post, signedUpMember } from "./auth/client";
import { signedInAgent, unaskedSales } from "./auth/seeded-agent";

interface Review {
  id: number;
  agentId: number;
  authorName: string;
  rating: number;
  body: string;
  importedFrom: string | null;
  createdAt: string;
}

const agentName = async (id: number) => ((await (await get(`/api/v1/agent/${id}`)).json()) as { name: string }).name;

describe("POST /api/v1/agent/{id}/reviews", () => {
  it("takes a signed-in member's review once, answers 201 with it, and lists it first", async () => {
    const [sale] = unaskedSales(50, 1);
    const agentId = sale!.agentId;
    const member = await signedUpMember("api-reviewer");
    const body = `Straight answers about the building's strata, every time we asked (${Date.now()}).`;
    const written = await post(`/api/v1/agent/${agentId}/reviews`, { rating: 4, body }, member.jar);
    expect(written.status).toBe(201);
    expect(written.headers.get("cache-control")).toMatch(/no-store/);
    const review = (await written.json()) as Review;
    expect(review).toMatchObject({ agentId, rating: 4, body, authorName: "Test api-reviewer", importedFrom: null });

    const listed = (await (await get(`/api/v1/agent/${agentId}/reviews?take=1`)).json()) as Review[];
    expect(listed[0]).toMatchObject({ id: review.id, body });

    const again = await post(`/api/v1/agent/${agentId}/reviews`, { rating: 5, body }, member.jar);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      `You have already reviewed ${await agentName(agentId)}`,
    );
  });

  it("refuses a visitor, another site's page, a bad rating, an unknown agent and an API key without a session", async () => {
    const member = await signedUpMember("api-reviewer-refused");
    const body = { rating: 5, body: "Sold our unit in three weeks and kept us informed." };
    const visitor = await post("/api/v1/agent/300001/reviews", body);
    expect(visitor.status).toBe(401);
    const crossSite = await post("/api/v1/agent/300001/reviews", body, member.jar, {
      origin: "https://elsewhere.example",
    });
    expect(crossSite.status).toBe(403);
    const badRating = await post("/api/v1/agent/300001/reviews", { ...body, rating: 6 }, member.jar);
    expect(badRating.status).toBe(400);
    expect(((await badRating.json()) as { message: string }).message).toBe("Give a rating from 1 to 5 stars");
    const short = await post("/api/v1/agent/300001/reviews", { ...body, body: "Good." }, member.jar);
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe("Write at least 20 characters about the agent");
    const unknown = await post("/api/v1/agent/999999999/reviews", body, member.jar);
    expect(unknown.status).toBe(404);
    // A made-up key is refused before anything else; a real key drops the cookies (docs/api.md).
    const keyed = await post("/api/v1/agent/300001/reviews", body, member.jar, { "x-api-key": "hf_not-a-key" });
    expect(keyed.status).toBe(401);
  });
});

describe("POST /api/v1/agent/reviews/imported", () => {
  it("imports an agent's reviews from another site once, shows them as imported and counts them", async () => {
    const [sale] = unaskedSales(55, 1);
    const agentId = sale!.agentId;
    const jar = await signedInAgent(sale!.email);
    const stamp = Date.now();
    const reviews = [
      {
        authorName: `Priya ${stamp}`,
        rating: 5,
        body: "Found us a buyer before the first open home.",
        source: "Google",
        writtenOn: "2025-11-02",
      },
      {
        authorName: `Tom ${stamp}`,
        rating: 3,
        body: "Good result, though the updates were slow.",
        source: "Google",
        writtenOn: "2025-12-20",
      },
    ];
    const before = (await (await get(`/api/v1/agent/${agentId}`)).json()) as { reviewCount: number };
    const imported = await post("/api/v1/agent/reviews/imported", { reviews }, jar);
    expect(imported.status).toBe(201);
    const answer = (await imported.json()) as { imported: Review[]; alreadyImported: number };
    expect(answer.alreadyImported).toBe(0);
    expect(answer.imported.map((r) => [r.authorName, r.importedFrom, r.createdAt])).toEqual([
      [`Priya ${stamp}`, "Google", "2025-11-02T00:00:00.000Z"],
      [`Tom ${stamp}`, "Google", "2025-12-20T00:00:00.000Z"],
    ]);
    const after = (await (await get(`/api/v1/agent/${agentId}`)).json()) as { reviewCount: number };
    expect(after.reviewCount).toBe(before.reviewCount + 2);

    // Sent again: nothing doubles.
    const again = await post("/api/v1/agent/reviews/imported", { reviews }, jar);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ imported: [], alreadyImported: 2 });

    const one = (await (await get(`/api/v1/agent/review/${answer.imported[0]!.id}`)).json()) as Review;
    expect(one).toMatchObject({ agentId, importedFrom: "Google", rating: 5 });
  });

  it("refuses a member who is not an agent, a visitor, a day to come and too many at once, with a sentence", async () => {
    const review = {
      authorName: "Sam Buyer",
      rating: 5,
      body: "Patient with every question we had.",
      source: "Google",
      writtenOn: "2025-03-14",
    };
    const member = await signedUpMember("api-importer");
    const notAgent = await post("/api/v1/agent/reviews/imported", { reviews: [review] }, member.jar);
    expect(notAgent.status).toBe(403);
    expect(((await notAgent.json()) as { message: string }).message).toBe(
      "Only agents can import reviews. Sign in with your agent account.",
    );
    expect((await post("/api/v1/agent/reviews/imported", { reviews: [review] })).status).toBe(401);

    const [sale] = unaskedSales(56, 1);
    const jar = await signedInAgent(sale!.email);
    const refused = async (body: unknown) => {
      const response = await post("/api/v1/agent/reviews/imported", body, jar);
      expect(response.status).toBe(400);
      return ((await response.json()) as { message: string }).message;
    };
    expect(await refused({ reviews: [{ ...review, writtenOn: "2999-01-01" }] })).toBe(
      "Review 1: the day it was written must be between 2000 and today",
    );
    expect(await refused({ reviews: [{ ...review, writtenOn: "14/03/2025" }] })).toBe(
      "Give the day the review was written as YYYY-MM-DD",
    );
    expect(await refused({ reviews: Array.from({ length: 21 }, () => review) })).toBe(
      "Send at most 20 reviews at a time",
    );
    expect(await refused({ reviews: [] })).toBe("Send at least one review");
    expect(await refused({})).toBe("Send the reviews as a list");
  });
});
