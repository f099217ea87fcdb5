import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * An enquiry sent to a listing's agent from the listing page. Stored with the mail it causes
 * (to the agent, copy to the sender) in one D1 batch, so there is never an enquiry without its
 * mail or mail without its enquiry. `reasons` is a JSON array of reason keys.
 */
export const listingEnquiries = sqliteTable(
  "listing_enquiries",
  {
    id: text("id").primaryKey(),
    listingId: integer("listing_id").notNull(),
    agentId: integer("agent_id").notNull(),
    officeId: integer("office_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    reasons: text("reasons").notNull().default("[]"),
    /** The signed-in member who sent it, when there was one. */
    memberId: text("member_id"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    // The per-sender limit counts one address's recent enquiries.
    index("listing_enquiries_email_created_idx").on(t.email, t.createdAt),
    index("listing_enquiries_listing_idx").on(t.listingId, t.createdAt),
    // The agent's performance hub counts the enquiries of their listings.
    index("listing_enquiries_agent_created_idx").on(t.agentId, t.createdAt),
  ],
);
