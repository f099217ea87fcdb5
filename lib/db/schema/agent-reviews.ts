import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { POST_VISIBILITIES } from "./community";

/**
 * Reviews of agents. A member reviews an agent once (`member_id`, unique per agent); a vendor the
 * agent sold for reviews that sale once (`listing_id`, unique) through a single-use request link,
 * and those are marked verified (`is_vendor`). Seeded reviews have no member. The agent may reply
 * once (`reply`). `agents.rating_average` and `review_count` are recomputed from the visible rows
 * in the same batch as every insert and moderation decision, so the summary never drifts from the
 * list. An agent may import reviews their clients wrote on another site (`source` names that site):
 * they have no member, keep the date they were written, and the same one (site, author, date) is
 * imported once. Reports and moderation work as for the community's posts (`visibility`, `report_count`).
 */
export const agentReviews = sqliteTable(
  "agent_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    agentId: integer("agent_id").notNull(),
    memberId: text("member_id"),
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    isVendor: integer("is_vendor", { mode: "boolean" }).notNull().default(false),
    listingId: integer("listing_id"),
    reply: text("reply"),
    repliedAt: integer("replied_at"),
    reportCount: integer("report_count").notNull().default(0),
    visibility: text("visibility", { enum: POST_VISIBILITIES }).notNull().default("visible"),
    /** The site an imported review was first written on; null for reviews written here. */
    source: text("source"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("agent_reviews_agent_created_idx").on(t.agentId, t.createdAt),
    uniqueIndex("agent_reviews_agent_member_uq").on(t.agentId, t.memberId),
    uniqueIndex("agent_reviews_listing_uq").on(t.listingId),
    // An imported review lands once, however often the agent sends it again.
    uniqueIndex("agent_reviews_imported_uq")
      .on(t.agentId, t.source, t.authorName, t.createdAt)
      .where(sql`source IS NOT NULL`),
    // A member's own reviews (their profile, /member/{id}/agentreviews/summary).
    index("agent_reviews_member_idx").on(t.memberId),
    // The moderation queue's reported reviews, without reading every review.
    index("agent_reviews_reported_idx")
      .on(t.reportCount)
      .where(sql`report_count > 0`),
  ],
);

/**
 * An agent's request that the vendor of one of their sales review them. The link mailed to the
 * vendor carries a random token; only its SHA-256 is stored, and `used_at` makes it single-use.
 */
export const vendorReviewRequests = sqliteTable(
  "vendor_review_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    agentId: integer("agent_id").notNull(),
    listingId: integer("listing_id").notNull(),
    vendorName: text("vendor_name").notNull(),
    vendorEmail: text("vendor_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [
    uniqueIndex("vendor_review_requests_token_uq").on(t.tokenHash),
    index("vendor_review_requests_agent_idx").on(t.agentId, t.createdAt),
    uniqueIndex("vendor_review_requests_listing_uq").on(t.listingId),
  ],
);

/** Member accounts that are agents (the agent role): the member signs in, the agent is who they are. */
export const agentMembers = sqliteTable(
  "agent_members",
  {
    memberId: text("member_id").notNull(),
    agentId: integer("agent_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId] }), uniqueIndex("agent_members_agent_uq").on(t.agentId)],
);
