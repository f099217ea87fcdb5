/**
 * Vendor reviews against the Worker: a seeded agent asks the vendor of one of their sales through
 * the main API, the e-mail in the dev mailbox holds a link that writes exactly one verified review
 * even when submitted several times at once, the agent replies once (also under parallel
 * replies), and the main API lists and answers the review. The review and the reply show on the
 * agent's shared profile at once (each purges its copy). Refusals: a second request for the sale,
 * a foreign Origin, a member who is not an agent.
 */
import { describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { get, mailedToken, post, signedUpMember, uniqueEmail } from "./auth/client";
import { signedInAgent, unaskedSales } from "./auth/seeded-agent";

const WRITE = `mutation Write($input: VendorReviewInput!) {
  writeVendorReview(input: $input) { ok review { id isVerifiedVendor } error { message } }
}`;
const REPLY = `mutation Reply($input: AgentReviewReplyInput!) {
  replyToAgentReview(input: $input) { ok review { id reply } error { message } }
}`;

interface Payload {
  ok: boolean;
  review: { id: string; isVerifiedVendor?: boolean; reply?: string } | null;
  error: { message: string } | null;
}

/** The agent's profile as a visitor gets it, from the edge page cache when it holds a copy. */
async function profile(agentId: number) {
  const db = openLocalD1();
  const { username } = db.prepare("SELECT username FROM agents WHERE id = ?").get(agentId) as { username: string };
  db.close();
  const response = await fetch(url(`/real-estate-agency/agent/${username}`));
  return { state: response.headers.get("x-page-cache"), html: await response.text() };
}

async function graphql(query: string, variables: unknown, jar?: Parameters<typeof post>[2]) {
  const response = await post("/graphql", { query, variables }, jar);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, Payload> };
  return Object.values(data)[0]!;
}

describe("vendor reviews", () => {
  it("an agent asks once per sale; the e-mailed link writes one verified review, even when sent five times at once", async () => {
    const [sale] = unaskedSales(10, 1);
    if (!sale) throw new Error("no seeded agent has a sale left to ask about");
    const agent = await signedInAgent(sale.email);
    const vendorEmail = uniqueEmail("vendor");
    const request = { listingId: sale.listingId, vendorName: "Jo Vendor", vendorEmail };

    const foreign = await post("/api/v1/reviews/vendor/requests", request, agent, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const asked = await post("/api/v1/reviews/vendor/requests", request, agent);
    expect(asked.status).toBe(201);
    expect(await asked.json()).toMatchObject({ listingId: sale.listingId, vendorEmail, agentId: sale.agentId });
    const again = await post("/api/v1/reviews/vendor/requests", { ...request, vendorEmail: uniqueEmail("v2") }, agent);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: "CONFLICT",
      message: "You have already asked the vendor of this sale for a review.",
    });

    // The agent sees the open request; nobody else does.
    const open = await get(`/api/v1/reviews/vendor?agentUserId=${sale.agentId}&status=0&take=50`, agent);
    expect(open.status).toBe(200);
    expect(((await open.json()) as { listingId: number }[]).map((r) => r.listingId)).toContain(sale.listingId);
    expect((await get(`/api/v1/reviews/vendor?agentUserId=${sale.agentId}&status=0`)).status).toBe(401);

    const token = await mailedToken(vendorEmail, "/vendor-review");
    const body = `Sold in two weeks above what we hoped, and told us everything as it happened (${Date.now()}).`;
    // The profile is shared before the review is written, so only a purge can show it at once.
    await expect.poll(async () => (await profile(sale.agentId)).state, { timeout: 10_000 }).toBe("HIT");
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => graphql(WRITE, { input: { token, rating, body } })),
    );
    const published = results.filter((result) => result.ok);
    expect(published).toHaveLength(1);
    expect(published[0]!.review!.isVerifiedVendor).toBe(true);
    for (const refused of results.filter((result) => !result.ok))
      expect(refused.error!.message).toBe("This review link has already been used: each link writes one review.");
    const reviewId = published[0]!.review!.id;
    expect((await profile(sale.agentId)).html).toContain(body);

    const one = await get(`/api/v1/reviews/vendor/${reviewId}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ agentId: sale.agentId, authorName: "Jo Vendor", isVerifiedVendor: true });
    const listed = await get(`/api/v1/reviews/vendor?agentUserId=${sale.agentId}&take=50`);
    expect(listed.headers.get("cache-control")).toMatch(/public/);
    expect(
      ((await listed.json()) as { id: number; status: number }[]).find((r) => String(r.id) === reviewId),
    ).toMatchObject({ status: 1 });

    // The agent replies once: of two replies sent at once, one lands, and the shared profile shows it.
    await expect.poll(async () => (await profile(sale.agentId)).state, { timeout: 10_000 }).toBe("HIT");
    const replies = await Promise.all(
      ["Thank you, Jo.", "Thanks again, Jo."].map((reply) => graphql(REPLY, { input: { reviewId, reply } }, agent)),
    );
    expect(replies.filter((result) => result.ok)).toHaveLength(1);
    expect(replies.find((result) => !result.ok)!.error!.message).toBe("You have already replied to this review.");
    expect((await profile(sale.agentId)).html).toContain(replies.find((result) => result.ok)!.review!.reply!);
  });

  it("refuses members who are not agents", async () => {
    const [sale] = unaskedSales(11, 1);
    const { jar } = await signedUpMember("vendor-not-agent");
    const response = await post(
      "/api/v1/reviews/vendor/requests",
      { listingId: sale!.listingId, vendorName: "Jo", vendorEmail: uniqueEmail("v") },
      jar,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: "Only agents can ask vendors for reviews. Sign in with your agent account.",
    });
  });
});
