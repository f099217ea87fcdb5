// The local D1 file the test server (`wrangler dev` from this checkout) reads, for tests that must
// put data in place that the seed never writes, such as a figure an agent withholds.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

const D1_DIR = ".wrangler/state/v3/d1/miniflare-D1DatabaseObject";

export function openLocalD1(): DatabaseSync {
  const dir = join(process.cwd(), D1_DIR);
  const file = readdirSync(dir)
    .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
    .map((name) => join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .find((path) => {
      const db = new DatabaseSync(path, { readOnly: true });
      try {
        return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'listings'").get() !== undefined;
      } finally {
        db.close();
      }
    });
  if (!file) throw new Error(`No migrated local D1 database under ${D1_DIR}`);
  const db = new DatabaseSync(file);
  // The server holds the file too; wait for its locks instead of failing.
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

/** A withheld figure planted in the stored row, and every way a page could spell it. */
export const WITHHELD_PRICE = 98_765_431;
export const WITHHELD_PRICE_SPELLINGS = ["98765431", "98,765,431", "$98.77M", "98.77M", "98765k", "98,765k"];

export interface Planted {
  /** An "Auction" listing whose stored row now holds WITHHELD_PRICE (as data from before migration 0012 did). */
  withheld: { id: number; suburbSlug: string; suburbId: number };
  /** A listing that hides its address, with what it hides. */
  hidden: { id: number; suburbSlug: string; streetName: string; latitude: number; longitude: number };
  restore(): void;
}

/**
 * Plants a private guide on an "Auction" listing (restored afterwards) and picks a hidden-address
 * listing in a suburb with no other listing on the same street, so its street name can only come
 * from a leak.
 */
export function plantWithheldData(db: DatabaseSync): Planted {
  const withheld = db
    .prepare(
      `SELECT l.id, l.suburb_id AS suburbId, s.slug AS suburbSlug FROM listings l JOIN locations s ON s.id = l.suburb_id
       WHERE l.status_type = 'buy' AND l.price_text = 'Auction' AND l.address_hidden = 0 ORDER BY l.id LIMIT 1`,
    )
    .get() as { id: number; suburbId: number; suburbSlug: string } | undefined;
  const hidden = db
    .prepare(
      `SELECT l.id, s.slug AS suburbSlug, l.street_name AS streetName, l.latitude, l.longitude FROM listings l JOIN locations s ON s.id = l.suburb_id
       WHERE l.status_type = 'buy' AND l.address_hidden = 1
         AND NOT EXISTS (SELECT 1 FROM listings o WHERE o.suburb_id = l.suburb_id AND o.street_name = l.street_name AND o.id <> l.id)
       ORDER BY l.id LIMIT 1`,
    )
    .get() as Planted["hidden"] | undefined;
  if (!withheld || !hidden)
    throw new Error("the seeded data has no 'Auction' listing or no hidden address alone on its street");
  const before = db.prepare("SELECT price FROM listings WHERE id = ?").get(withheld.id) as { price: number | null };
  db.prepare("UPDATE listings SET price = ? WHERE id = ?").run(WITHHELD_PRICE, withheld.id);
  return {
    withheld,
    hidden,
    restore: () => void db.prepare("UPDATE listings SET price = ? WHERE id = ?").run(before.price, withheld.id),
  };
}

export interface ListedHouse {
  id: number;
  street: string;
}

/**
 * A copy of a Bondi house for sale (the first by id that meets `condition`, on `l`) written as a
 * new listing listed now, so the listing triggers log it as newly listed. Its id is taken inside
 * the statement that writes it: test files running in parallel never pick the same one.
 */
export function listNewBondiHouse(db: DatabaseSync, condition: string): ListedHouse {
  const source = db
    .prepare(
      `SELECT l.id, l.street_name AS street FROM listings l JOIN locations s ON s.id = l.suburb_id
       WHERE s.slug = 'bondi-nsw-2026' AND l.status_type = 'buy' AND ${condition} ORDER BY l.id LIMIT 1`,
    )
    .get() as { id: number; street: string } | undefined;
  if (!source) throw new Error(`no Bondi house for sale where ${condition}`);
  const copied = (db.prepare("SELECT name FROM pragma_table_info('listings')").all() as { name: string }[])
    .map((column) => column.name)
    .filter((name) => name !== "id" && name !== "listed_at");
  const { id } = db
    .prepare(
      `INSERT INTO listings (id, listed_at, ${copied.join(", ")})
       SELECT (SELECT max(id) + 1 FROM listings), ?, ${copied.join(", ")} FROM listings WHERE id = ? RETURNING id`,
    )
    .get(Date.now(), source.id) as { id: number };
  return { id, street: String(source.street) };
}

/** Market events the alert matcher has not reached yet (past its watermark): 0 once a tick has read them all. */
export function eventsAwaitingMatcher(db: DatabaseSync): number {
  const row = db
    .prepare(
      "SELECT count(*) AS n FROM listing_market_events e WHERE e.id > (SELECT value FROM job_watermarks WHERE name = 'alert-matcher')",
    )
    .get() as { n: number };
  return row.n;
}
