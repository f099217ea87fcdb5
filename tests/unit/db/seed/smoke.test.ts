/** Runs the real seed pipeline into a throwaway SQLite file migrated from our migrations. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { missingParts } from "@/lib/db/seed/completeness";
import { runSeed } from "@/lib/db/seed/run";
import { SeedWriter } from "@/lib/db/seed/writer";
import { disclosedPriceFrom } from "@/lib/listings/disclosed-price";
import { USERNAME_PATTERN } from "@/lib/services/members/usernames";

const dir = mkdtempSync(join(tmpdir(), "homefront-seed-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function migratedDatabase(): string {
  const file = join(dir, "seed.sqlite");
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  const migrations = join(process.cwd(), "lib/db/migrations");
  for (const name of readdirSync(migrations)
    .filter((n) => n.endsWith(".sql"))
    .sort()) {
    for (const statement of readFileSync(join(migrations, name), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) db.exec(statement);
    }
  }
  db.close();
  return file;
}

describe("seed smoke run", () => {
  it("fills every seeded table and keeps indexes", () => {
    const file = migratedDatabase();
    const counts = runSeed({ file, currentListings: 300, referenceDate: "2026-03-14", log: () => {} });
    expect(counts.listings).toBe(900);
    expect(counts.location_boundaries).toBeGreaterThan(16_000);
    expect(counts.listing_media).toBeGreaterThan(900 * 3);
    expect(counts.agents).toBeGreaterThan(1_800);

    const db = new DatabaseSync(file, { readOnly: true });
    const melbourne = db.prepare("SELECT slug, unique_uri FROM locations WHERE id = 5713470").get();
    expect(melbourne).toEqual({ slug: "melbourne-vic-3000", unique_uri: "/vic/melbourne-3000" });
    const indexes = db
      .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'index' AND name LIKE 'listings_%'")
      .get() as { n: number };
    // 11 for search and maps, and the property search's street index (migration 0031).
    expect(indexes.n).toBe(12);
    // Every agent's rating summary is the summary of their review rows.
    const drift = db
      .prepare(
        `SELECT count(*) AS n FROM agents a WHERE a.review_count <> (SELECT count(*) FROM agent_reviews r WHERE r.agent_id = a.id)
           OR coalesce(a.rating_average, -1) <> coalesce((SELECT round(sum(rating) * 10.0 / count(*)) / 10.0 FROM agent_reviews r WHERE r.agent_id = a.id), -1)`,
      )
      .get() as { n: number };
    expect(drift.n).toBe(0);
    expect((db.prepare("SELECT count(*) AS n FROM agent_reviews").get() as { n: number }).n).toBeGreaterThan(1_000);
    const photo = db.prepare("SELECT url FROM listing_media WHERE kind = 'photo' LIMIT 1").get() as { url: string };
    expect(photo.url).toMatch(/^\/media\/listings\/\d{9}\/\d+\.svg\?t=\d+$/);
    // Price filters and sorts read `price`: for sale it is the published figure (a range's lower
    // bound), and nothing when the agent publishes none.
    const forSale = db
      .prepare("SELECT price, price_text AS priceText FROM listings WHERE status_type = 'buy'")
      .all() as { price: number | null; priceText: string }[];
    expect(forSale.length).toBeGreaterThan(100);
    for (const { price, priceText } of forSale) expect(price).toBe(disclosedPriceFrom(priceText));
    expect(forSale.some(({ priceText, price }) => priceText === "Auction" && price === null)).toBe(true);
    // Demo members' collections: every one has its owner, some have collaborators, listings and reactions.
    const people = db
      .prepare(
        "SELECT c.id, sum(p.role = 'owner') AS owners, sum(p.role = 'collaborator') AS collaborators FROM collections c JOIN collection_contributors p ON p.collection_id = c.id GROUP BY c.id",
      )
      .all() as { owners: number; collaborators: number }[];
    expect(people.length).toBeGreaterThan(3);
    expect(people.every((row) => row.owners === 1)).toBe(true);
    expect(people.some((row) => row.collaborators > 0)).toBe(true);
    const kept = db.prepare("SELECT count(*) AS n FROM collection_listings").get() as { n: number };
    const reactions = db.prepare("SELECT count(*) AS n FROM collection_reactions").get() as { n: number };
    expect(kept.n).toBeGreaterThan(20);
    expect(reactions.n).toBeGreaterThan(10);
    // Demo alerts: each follows its suburb in the matching index and holds unseen homes that fit it.
    const alerts = db
      .prepare(
        `SELECT a.id, a.frequency, a.next_digest_at AS due, count(DISTINCT al.location_id) AS places,
           count(DISTINCT n.listing_id) AS unseen,
           sum(l.suburb_id = al.location_id AND l.status_type = a.mode) AS fitting
         FROM alerts a JOIN alert_locations al ON al.alert_id = a.id
         LEFT JOIN alert_new_listings n ON n.alert_id = a.id LEFT JOIN listings l ON l.id = n.listing_id
         GROUP BY a.id ORDER BY a.id`,
      )
      .all() as { frequency: string; due: number | null; places: number; unseen: number; fitting: number }[];
    expect(alerts.map((a) => a.frequency)).toEqual(["daily", "instant", "weekly", "daily"]);
    for (const alert of alerts) {
      expect(alert.places).toBe(1);
      expect(alert.unseen).toBeGreaterThan(0);
      expect(alert.fitting).toBe(alert.unseen);
      expect(alert.due === null).toBe(alert.frequency === "instant");
    }
    // Locals' voice on the popular suburbs: every counter is the count of its rows, the Q&A counts
    // and the review sums (kept by triggers) agree with the posts.
    const community = db
      .prepare(
        `SELECT (SELECT count(DISTINCT r.location_id) FROM location_reviews r JOIN locations l ON l.id = r.location_id WHERE l.type = 'suburb') AS reviewed,
           (SELECT count(DISTINCT r.location_id) FROM location_reviews r JOIN locations l ON l.id = r.location_id WHERE l.type = 'street') AS streets,
           (SELECT max(n) FROM (SELECT count(DISTINCT r.location_id) AS n FROM location_reviews r JOIN locations l ON l.id = r.location_id
              WHERE l.type = 'street' GROUP BY l.suburb_id)) AS streetsPerSuburb,
           (SELECT count(*) FROM questions) AS questions, (SELECT count(*) FROM answers) AS answers,
           (SELECT count(*) FROM answer_votes) AS votes, (SELECT count(*) FROM review_helpful_marks) AS marks,
           (SELECT count(*) FROM answers a WHERE a.score <> (SELECT coalesce(sum(value), 0) FROM answer_votes v WHERE v.answer_id = a.id)) AS scoreDrift,
           (SELECT count(*) FROM questions q WHERE q.answer_count <> (SELECT count(*) FROM answers a WHERE a.question_id = q.id)) AS answerDrift,
           (SELECT visible FROM question_counts WHERE location_id = 0) AS counted,
           (SELECT sum(review_count) FROM location_review_stats) AS summed, (SELECT count(*) FROM location_reviews) AS reviews,
           (SELECT count(*) FROM questions_fts WHERE questions_fts MATCH 'school') AS found`,
      )
      .get() as Record<
      | "reviewed"
      | "streets"
      | "streetsPerSuburb"
      | "questions"
      | "answers"
      | "votes"
      | "marks"
      | "scoreDrift"
      | "answerDrift"
      | "counted"
      | "summed"
      | "reviews"
      | "found",
      number
    >;
    expect(community.reviewed).toBe(80);
    // A few streets of those suburbs too (at most 3 each), for the street rankings.
    expect(community.streets).toBeGreaterThan(80);
    expect(community.streetsPerSuburb).toBe(3);
    expect(community.questions).toBeGreaterThan(80);
    expect(community.answers).toBeGreaterThan(community.questions);
    expect(community.votes).toBeGreaterThan(community.answers);
    expect(community.marks).toBeGreaterThan(100);
    expect(community).toMatchObject({ scoreDrift: 0, answerDrift: 0, counted: community.questions });
    expect(community.summed).toBe(community.reviews);
    expect(community.found).toBeGreaterThan(0);
    // Every seeded member has a profile at /user/{username}: their usernames are ones sign-up could
    // have given (the demo members once had dots, and their profiles were 404s).
    const usernames = (db.prepare("SELECT username FROM members").all() as { username: string }[]).map(
      (row) => row.username,
    );
    expect(usernames.length).toBeGreaterThan(6);
    expect(usernames.filter((username) => !USERNAME_PATTERN.test(username))).toEqual([]);
    db.close();

    // A complete data set lacks nothing; one seeded before a part existed lacks exactly that part,
    // which is what makes `npm start` (--if-needed) seed it again.
    const writer = new SeedWriter(file);
    let seededReviews = 0;
    try {
      expect(missingParts((query) => writer.hasRow(query))).toEqual([]);
      seededReviews = writer.select<{ n: number }>("SELECT count(*) AS n FROM agent_reviews")[0]!.n;
      writer.execute("DELETE FROM alert_locations WHERE alert_id LIKE 'seed-alert-%'");
      writer.execute("DELETE FROM alert_new_listings WHERE alert_id LIKE 'seed-alert-%'");
      writer.execute("DELETE FROM alerts WHERE id LIKE 'seed-alert-%'");
      writer.execute("DELETE FROM schools");
      writer.execute("DELETE FROM answers");
      writer.execute(
        "DELETE FROM location_reviews WHERE location_id IN (SELECT id FROM locations WHERE type = 'street')",
      );
      // Seeded before what was drawn in places nobody lives in moved: an office in North Pole VIC 9999.
      writer.execute(
        "UPDATE offices SET suburb_id = (SELECT id FROM locations WHERE slug = 'north-pole-vic-9999') WHERE id = 20001",
      );
      expect(missingParts((query) => writer.hasRow(query))).toEqual([
        "schools",
        "demo alerts",
        "community posts",
        "street reviews",
        "places people live",
      ]);
      // A member reviews an agent under an id the seed gives its own reviews (the seed grew since,
      // or the table was once empty).
      writer.execute("DELETE FROM agent_reviews WHERE id = 2");
      writer.execute(
        "INSERT INTO agent_reviews (id, agent_id, member_id, author_name, rating, body, created_at) VALUES (2, (SELECT min(id) FROM agents), (SELECT min(id) FROM members), 'A member', 4, 'Kept us informed every week.', 1)",
      );
    } finally {
      writer.close();
    }
    // Seeding again (what `npm start` does for the lacking parts) keeps the member's review and
    // writes every seeded part back.
    runSeed({ file, currentListings: 300, referenceDate: "2026-03-14", log: () => {} });
    const reseeded = new SeedWriter(file);
    try {
      expect(missingParts((query) => reseeded.hasRow(query))).toEqual([]);
      expect(reseeded.hasRow("SELECT 1 FROM agent_reviews WHERE id = 2 AND member_id IS NOT NULL")).toBe(true);
      expect(
        reseeded.select<{ n: number }>(
          "SELECT count(*) AS n FROM agent_reviews WHERE member_id IS NULL AND listing_id IS NULL",
        )[0]!.n,
      ).toBe(seededReviews);
      // Every agent's rating summary still counts every review, the member's too.
      expect(
        reseeded.select<{ n: number }>(
          `SELECT count(*) AS n FROM agents a WHERE a.review_count <> (SELECT count(*) FROM agent_reviews r WHERE r.agent_id = a.id AND r.visibility = 'visible')`,
        )[0]!.n,
      ).toBe(0);
    } finally {
      reseeded.close();
    }
  }, 240_000);
});
