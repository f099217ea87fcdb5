import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Agencies' REAXML feeds (docs/feeds.md): which office a feed code names, the keys that may post,
 * each upload's run and what happened to every listing in it, and what the portal holds of each
 * feed listing so a re-send costs one lookup.
 */

/** A REAXML `agentID`: the feed code the portal gave an office. One office may have several. */
export const feedCodes = sqliteTable(
  "feed_codes",
  {
    code: text("code").primaryKey(),
    officeId: integer("office_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("feed_codes_office_idx").on(t.officeId)],
);

/**
 * A key an agency's software posts with. Only the SHA-256 of the key is stored (the key is shown
 * once); `prefix` lets people recognise it in a list. Revoked keys stay, for the runs they posted.
 */
export const feedKeys = sqliteTable(
  "feed_keys",
  {
    id: text("id").primaryKey(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull(),
    /** Who made it: a member id, or the script that did ("npm run feeds:key"). */
    createdBy: text("created_by").notNull(),
    createdAt: integer("created_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [uniqueIndex("feed_keys_secret_hash_uq").on(t.secretHash)],
);

/** The offices a key may post for: a listing whose feed code names another office is rejected. */
export const feedKeyOffices = sqliteTable(
  "feed_key_offices",
  {
    keyId: text("key_id").notNull(),
    officeId: integer("office_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.officeId] }), index("feed_key_offices_office_idx").on(t.officeId)],
);

export const FEED_RUN_STATUSES = ["queued", "processing", "done", "failed"] as const;
export const FEED_OUTCOMES = [
  "created",
  "updated",
  "unchanged",
  "sold",
  "leased",
  "withdrawn",
  "offmarket",
  "rejected",
] as const;
export type FeedOutcome = (typeof FEED_OUTCOMES)[number];

/**
 * One upload and its processing report. `officeIds` (JSON array) is the key's scope when the file
 * came in, so revoking a key or narrowing it later does not change what a queued run may write.
 * Counts are filled from the run's items when it finishes.
 */
export const feedRuns = sqliteTable(
  "feed_runs",
  {
    id: text("id").primaryKey(),
    keyId: text("key_id").notNull(),
    officeIds: text("office_ids").notNull(),
    status: text("status", { enum: FEED_RUN_STATUSES }).notNull(),
    /** Where the raw file is kept in R2 (audit and replay). */
    rawKey: text("raw_key"),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    leased: integer("leased").notNull().default(0),
    withdrawn: integer("withdrawn").notNull().default(0),
    offmarket: integer("offmarket").notNull().default(0),
    rejected: integer("rejected").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    finishedAt: integer("finished_at"),
    /** Why a run failed as a whole (a file that is not well-formed XML: its line and column). */
    failure: text("failure"),
  },
  (t) => [index("feed_runs_key_idx").on(t.keyId, t.createdAt)],
);

/** One listing element of a run: its ids as the feed sent them, the outcome and the problems. */
export const feedRunItems = sqliteTable(
  "feed_run_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    runId: text("run_id").notNull(),
    agentId: text("agent_id"),
    uniqueId: text("unique_id"),
    outcome: text("outcome", { enum: FEED_OUTCOMES }).notNull(),
    listingId: integer("listing_id"),
    /** JSON array of { path, message }; never a hidden price (the report leaves the server). */
    problems: text("problems").notNull().default("[]"),
  },
  (t) => [
    index("feed_run_items_run_idx").on(t.runId, t.id),
    // A listing's feed history: which run changed what.
    index("feed_run_items_listing_idx").on(t.listingId),
  ],
);

/**
 * What the portal holds of each listing an office's feed sent, by the feed's identity (office and
 * `uniqueID`). Kept apart from `listings` because a withdrawn home leaves `listings` (its snapshot
 * goes to `listing_removals`), and its identity must outlive that: a re-sent withdrawal is
 * unchanged, and a home listed again keeps its id and address on the site.
 *
 * - `modTime`: the feed's modTime last applied (epoch ms); an older update is never applied.
 * - `contentHash`: SHA-256 of the last applied feed listing as sent, so an identical re-send is
 *   unchanged after one indexed read.
 * - `state`: the feed listing as it stands after every update merged (JSON of a FeedListing): a
 *   partial update keeps what it omits from here.
 */
export const feedListings = sqliteTable(
  "feed_listings",
  {
    officeId: integer("office_id").notNull(),
    uniqueId: text("unique_id").notNull(),
    listingId: integer("listing_id").notNull(),
    status: text("status", { enum: ["current", "sold", "leased", "withdrawn", "offmarket"] }).notNull(),
    modTime: integer("mod_time"),
    contentHash: text("content_hash").notNull(),
    state: text("state").notNull(),
    appliedAt: integer("applied_at").notNull(),
    /** The run that last changed it. */
    runId: text("run_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.uniqueId] }), uniqueIndex("feed_listings_listing_uq").on(t.listingId)],
);
