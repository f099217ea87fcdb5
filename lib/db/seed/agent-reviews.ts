/**
 * Reviews of the seeded agents, so profiles and the finder's ratings have something true to show:
 * each agent's `rating_average` and `review_count` are set from the rows written here (the
 * generator's own figures were only numbers). About a tenth of the generator's count, at most 24
 * an agent; a few are verified vendor reviews and some carry the agent's reply. Written with no
 * member, so a re-seed replaces them and never touches reviews members wrote.
 */
import { createRandom, seedOf } from "@/lib/media/prng";
import type { AgentInsert } from "./companies-offices-agents";
import { SEED } from "./config";
import type { SeedWriter } from "./writer";

const DAY_MS = 86_400_000;

const FIRST_NAMES = [
  "Sarah",
  "James",
  "Priya",
  "Tom",
  "Mei",
  "Daniel",
  "Chloe",
  "Ahmed",
  "Grace",
  "Liam",
  "Zoe",
  "Raj",
];
const SURNAME_INITIALS = "ABCDEFGHJKLMNPRSTW";

const PRAISE = [
  "kept us informed at every step and the campaign brought in far more buyers than we expected.",
  "was honest about the price from the first appraisal and it sold within a fortnight.",
  "made the whole process calm. Quick replies, clear advice and a great result at auction.",
  "knew the street and who was looking. We would list with them again.",
  "handled a tricky settlement with patience and good humour.",
];
const MIXED = [
  "got a fair result, though the updates slowed down in the last weeks of the campaign.",
  "was friendly and knowledgeable, but the marketing took longer to start than promised.",
];
const POOR = ["rarely returned calls and the open homes felt rushed."];
const REPLIES = [
  "Thank you for trusting me with your home. It was a pleasure working with you.",
  "Thanks for the feedback. I have taken it on board and appreciate you taking the time.",
];

export interface SeededAgentReview {
  agentId: number;
  authorName: string;
  rating: number;
  body: string;
  isVendor: boolean;
  reply: string | null;
  repliedAt: number | null;
  createdAt: number;
}

/** The reviews of one agent; deterministic for the agent and reference time. */
export function agentReviewsFor(agent: Pick<AgentInsert, "id" | "firstName" | "reviewCount">, referenceMs: number) {
  const rng = createRandom(seedOf(SEED, agent.id, 17));
  const count = Math.min(24, Math.round((agent.reviewCount ?? 0) / 10));
  const reviews: SeededAgentReview[] = [];
  for (let i = 0; i < count; i++) {
    const roll = rng.next();
    const rating = roll < 0.7 ? 5 : roll < 0.88 ? 4 : roll < 0.96 ? 3 : roll < 0.99 ? 2 : 1;
    const text = rating >= 4 ? rng.pick(PRAISE) : rating === 3 ? rng.pick(MIXED) : rng.pick(POOR);
    const createdAt = referenceMs - rng.int(3, 900) * DAY_MS - rng.int(0, 86_399) * 1000;
    const replied = rng.chance(0.3);
    reviews.push({
      agentId: agent.id,
      authorName: `${rng.pick(FIRST_NAMES)} ${SURNAME_INITIALS[rng.int(0, SURNAME_INITIALS.length - 1)]}.`,
      rating,
      body: `${agent.firstName} ${text}`,
      isVendor: rng.chance(0.25),
      reply: replied ? rng.pick(REPLIES) : null,
      repliedAt: replied ? createdAt + rng.int(1, 10) * DAY_MS : null,
      createdAt,
    });
  }
  return reviews;
}

/** Sets each agent's rating summary from its seeded reviews (before the agents are written). */
export function summariseAgentReviews(agents: AgentInsert[], referenceMs: number): SeededAgentReview[] {
  const all: SeededAgentReview[] = [];
  for (const agent of agents) {
    const reviews = agentReviewsFor(agent, referenceMs);
    agent.reviewCount = reviews.length;
    agent.ratingAverage =
      reviews.length === 0
        ? null
        : // As the review service recomputes it in SQL: round(sum × 10 / count) / 10, halves up.
          Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) * 10) / reviews.length) / 10;
    all.push(...reviews);
  }
  return all;
}

/** Replaces the seeded reviews (those without a member or a sale). */
export function writeAgentReviews(writer: SeedWriter, reviews: readonly SeededAgentReview[]): void {
  writer.transaction(() => {
    writer.execute("DELETE FROM agent_reviews WHERE member_id IS NULL AND listing_id IS NULL");
    // Ids 1…n: the same on every seed run (the seed is deterministic), so a re-seed over a database
    // with members' reviews does not move the seeded ones to new ids. A member's review can hold
    // one of those ids (the seed grew since, or the table was once empty): that seeded review
    // takes a fresh id after the others, and the member's review stays as it is.
    const taken = new Set(
      writer.select<{ id: number }>(`SELECT id FROM agent_reviews WHERE id <= ${reviews.length}`).map((row) => row.id),
    );
    const insert = (id: number | null, review: SeededAgentReview) =>
      writer.execute(
        "INSERT INTO agent_reviews (id, agent_id, author_name, rating, body, is_vendor, reply, replied_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        id,
        review.agentId,
        review.authorName,
        review.rating,
        review.body,
        review.isVendor,
        review.reply,
        review.repliedAt,
        review.createdAt,
      );
    for (const [i, review] of reviews.entries()) if (!taken.has(i + 1)) insert(i + 1, review);
    for (const [i, review] of reviews.entries()) if (taken.has(i + 1)) insert(null, review);
    // The agents were written with their seeded reviews' summary; an agent members or vendors
    // reviewed too gets the summary of every visible review, as the review service keeps it.
    writer.execute(
      `UPDATE agents SET
         review_count = (SELECT count(*) FROM agent_reviews r WHERE r.agent_id = agents.id AND r.visibility = 'visible'),
         rating_average = (SELECT round(sum(r.rating) * 10.0 / count(*)) / 10.0 FROM agent_reviews r
                           WHERE r.agent_id = agents.id AND r.visibility = 'visible')
       WHERE id IN (SELECT agent_id FROM agent_reviews WHERE member_id IS NOT NULL OR listing_id IS NOT NULL)`,
    );
  });
}
