import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Edge platform settings edited from /admin without a deploy (docs/platform.md): feature flags per
 * environment, URL-targeted experiments with weighted variants, the audit trail of every change,
 * and the tracking events reported on. Middleware reads flags and experiments through the cache.
 */

/** A flag decision for one environment; a missing row means the environment's preset decides. */
export const platformFlags = sqliteTable(
  "platform_flags",
  {
    environment: text("environment", { enum: ["development", "preview", "production"] }).notNull(),
    key: text("key").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    updatedAt: integer("updated_at").notNull(),
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.key] })],
);

/**
 * An experiment: while running, visitors on URLs containing `targetUrl` are assigned a variant,
 * and variants marked `featureOn` see `feature` switched on.
 */
export const experiments = sqliteTable(
  "experiments",
  {
    /** Slug chosen by marketing; it names the experiment in cookies and tracking events. */
    id: text("id").primaryKey(),
    environment: text("environment", { enum: ["development", "preview", "production"] }).notNull(),
    description: text("description").notNull().default(""),
    feature: text("feature").notNull(),
    targetUrl: text("target_url"),
    state: text("state", { enum: ["draft", "running", "stopped"] })
      .notNull()
      .default("draft"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    startedAt: integer("started_at"),
    stoppedAt: integer("stopped_at"),
  },
  (t) => [index("experiments_environment_state_idx").on(t.environment, t.state)],
);

export const experimentVariants = sqliteTable(
  "experiment_variants",
  {
    experimentId: text("experiment_id")
      .notNull()
      .references(() => experiments.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    /** Share of visitors in percent; an experiment's weights add up to 100. */
    weight: integer("weight").notNull(),
    featureOn: integer("feature_on", { mode: "boolean" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.experimentId, t.name] }),
    check("experiment_variants_weight_range", sql`${t.weight} between 0 and 100`),
  ],
);

/** Who changed what and when; written in the same batch as the change. */
export const platformAudit = sqliteTable(
  "platform_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at").notNull(),
    /** The person's name as it was when they acted (names change; the member id does not). */
    actor: text("actor").notNull(),
    /** The member who acted; null on rows written before staff signed in as themselves. */
    actorMemberId: text("actor_member_id"),
    /** The staff role that allowed the act (lib/staff/roles.ts). */
    actorRole: text("actor_role"),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    /** JSON: what the subject was before the change; null when it did not exist. */
    before: text("before"),
    /** JSON: what the subject is after the change (null when it was removed). */
    detail: text("detail").notNull(),
  },
  (t) => [index("platform_audit_at_idx").on(t.at)],
);

/** Analytics events of POST /tracking/listings and /tracking/agents, for reporting. */
export const trackingEvents = sqliteTable(
  "tracking_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["listing", "agent"] }).notNull(),
    at: integer("at").notNull(),
    agentId: integer("agent_id"),
    listingId: integer("listing_id"),
    listingTier: text("listing_tier"),
    officeId: integer("office_id"),
    propertyType: text("property_type"),
    listingType: text("listing_type"),
    estimatePrice: integer("estimate_price"),
    numBeds: integer("num_beds"),
    locationId: integer("location_id"),
    userId: text("user_id"),
    /** JSON object experiment id → variant the visitor saw, e.g. {"award-badge":"treatment"}. */
    experiments: text("experiments").notNull().default("{}"),
  },
  (t) => [
    index("tracking_events_kind_at_idx").on(t.kind, t.at),
    index("tracking_events_listing_at_idx").on(t.listingId, t.at),
    index("tracking_events_agent_at_idx").on(t.agentId, t.at),
  ],
);
