import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Enquiries to an agent that are not about buying or renting a listed home: an owner thinking of
 * selling who asks a listing's agent about their own home (`seller`), a question about a
 * property at an address, sent to the agent who sold most in its suburb (`property`), and a
 * message to one or more agents from their profiles or a partner's app (`agents`). Stored with
 * the mail to the agent in one D1 batch; the per-sender limit counts these together with the
 * listing enquiries (`listing_enquiries`), so the two tables share one allowance.
 */
export const agentEnquiries = sqliteTable(
  "agent_enquiries",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["seller", "property", "agents"] }).notNull(),
    agentId: integer("agent_id").notNull(),
    /** The listing a seller enquiry was made from; null for the other kinds. */
    listingId: integer("listing_id"),
    /** The suburb of a property enquiry; null for the other kinds. */
    locationId: integer("location_id"),
    /** The sender's own property (seller and property enquiries), as they typed it. */
    propertyAddress: text("property_address"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    /** The signed-in member who sent it, when there was one. */
    memberId: text("member_id"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    // The per-sender limit counts one address's recent enquiries.
    index("agent_enquiries_email_created_idx").on(t.email, t.createdAt),
    index("agent_enquiries_agent_created_idx").on(t.agentId, t.createdAt),
  ],
);
