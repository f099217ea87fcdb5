import { expect } from "vitest";
import { openLocalD1 } from "../../support/local-d1";
import { CookieJar, post } from "./client";
import { AGENT_DEMO_PASSWORD } from "@/lib/db/seed/agent-members";

/** A seeded agent's session: their member account signs in with the seed's demo password. */
export async function signedInAgent(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await post("/api/user/signin", { email, password: AGENT_DEMO_PASSWORD }, jar);
  expect(response.status).toBe(200);
  return jar;
}

export interface AgentSale {
  agentId: number;
  email: string;
  listingId: number;
}

/**
 * Sales of the last 12 months by seeded agents with a member account whose vendor nobody asked
 * yet, newest listing ids first, skipping `offset` (so test files that each use one rarely share
 * an agent). Every run asks about another sale, so a database used again still has some.
 */
export function unaskedSales(offset: number, count: number): AgentSale[] {
  const db = openLocalD1();
  try {
    return db
      .prepare(
        `SELECT l.agent_id AS agentId, m.email AS email, l.id AS listingId
         FROM listings l JOIN agent_members am ON am.agent_id = l.agent_id JOIN members m ON m.id = am.member_id
         WHERE l.status_type = 'sold' AND l.sold_at >= ? AND m.id LIKE 'seed-agent-%'
           AND NOT EXISTS (SELECT 1 FROM vendor_review_requests r WHERE r.listing_id = l.id)
           AND NOT EXISTS (SELECT 1 FROM agent_reviews v WHERE v.listing_id = l.id)
         ORDER BY l.id DESC LIMIT ? OFFSET ?`,
      )
      .all(Date.now() - 300 * 86_400_000, count, offset) as unknown as AgentSale[];
  } finally {
    db.close();
  }
}
