import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Sold and leased results an agent records themselves (sales made outside the portal's listings),
 * managed by the agent signed in as a member. `price` null means the price was not disclosed.
 */
export const agentTransactions = sqliteTable(
  "agent_transactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    agentId: integer("agent_id").notNull(),
    kind: text("kind", { enum: ["sold", "leased"] }).notNull(),
    address: text("address").notNull(),
    suburbId: integer("suburb_id").notNull(),
    propertyType: text("property_type").notNull(),
    price: integer("price"),
    /** The day of the sale or lease (epoch ms, midnight UTC). */
    date: integer("date").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("agent_transactions_agent_date_idx").on(t.agentId, t.date)],
);

/**
 * An owner's appraisal request to one agent (a request to three agents is three rows with one
 * `request_id`). Stored with the mail to each agent in one batch; the per-sender limit counts rows
 * by e-mail inside the insert.
 */
export const appraisalRequests = sqliteTable(
  "appraisal_requests",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id").notNull(),
    agentId: integer("agent_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    address: text("address").notNull(),
    suburbId: integer("suburb_id").notNull(),
    message: text("message").notNull(),
    memberId: text("member_id"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("appraisal_requests_email_created_idx").on(t.email, t.createdAt),
    index("appraisal_requests_agent_created_idx").on(t.agentId, t.createdAt),
  ],
);
