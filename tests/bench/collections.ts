// npm run bench:collections — p95 through the services (real migrations, node:sqlite) of what a
// member does most, on 100,000 members × 5 collections × 20 listings (10 million saved listings):
// their collections with covers, a one-tap toggle, and the saved state of a results page of 25
// cards. D1's network hop is not included (measure pages with `npm run bench` against a Worker).
//
//   npm run bench:collections                      # 100,000 members
//   npm run bench:collections -- --members 20000   # a smaller data set
import { copyFileSync, rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { Viewer } from "../../lib/auth/roles";
import { COLLECTION_LIMITS } from "../../lib/collections/limits";
import { nodeSqliteDatabase, openNodeSqlite } from "../../lib/db/node-sqlite";
import { createServiceContext } from "../../lib/services/context";
import { listCollectionSummaries } from "../../lib/services/collections/summaries";
import { savedListings, toggleSavedListing } from "../../lib/services/collections/saved-listings";
import { prepareDerivedBenchDatabase } from "./search-database";
import { sequence, stats } from "./bench-stats";

const { values } = parseArgs({
  options: {
    members: { type: "string", default: "100000" },
    listings: { type: "string", default: "20000" },
    samples: { type: "string", default: "500" },
  },
});
const MEMBERS = Number(values.members);
const COLLECTIONS_PER_MEMBER = 5;
const LISTINGS_PER_COLLECTION = 20;
const SAMPLES = Number(values.samples);
const root = process.cwd();

/** The search bench's listings, plus members and their collections written in SQL (once per size). */
function prepareDatabase(): string {
  return prepareDerivedBenchDatabase(
    root,
    Number(values.listings),
    `collections-${MEMBERS}`,
    (sqlite) => {
      sqlite.exec(`CREATE TEMP TABLE pick AS SELECT id FROM listings WHERE status_type = 'buy' ORDER BY id`);
      const picks = (sqlite.prepare("SELECT count(*) AS n FROM pick").get() as { n: number }).n;
      sqlite.exec(`
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${MEMBERS - 1})
        INSERT INTO members (id, username, email, name, role, created_at)
        SELECT 'bench-' || i, 'bench-' || i, 'bench-' || i || '@example.com', 'Bench ' || i, 'member', 0 FROM n`);
      // The trigger of migration 0013 writes each owner row.
      sqlite.exec(`
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${MEMBERS * COLLECTIONS_PER_MEMBER - 1})
        INSERT INTO collections (id, owner_id, name, is_public, is_default, created_at, updated_at)
        SELECT printf('bench-c-%08d', i), 'bench-' || (i / ${COLLECTIONS_PER_MEMBER}), 'Collection ' || i,
               i % 3 = 0, i % ${COLLECTIONS_PER_MEMBER} = 0, i, i FROM n`);
      sqlite.exec(`
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${MEMBERS * COLLECTIONS_PER_MEMBER * LISTINGS_PER_COLLECTION - 1})
        INSERT OR IGNORE INTO collection_listings (collection_id, listing_id, added_by, added_at, price_text_when_added)
        SELECT printf('bench-c-%08d', i / ${LISTINGS_PER_COLLECTION}), pick.id,
               'bench-' || (i / ${LISTINGS_PER_COLLECTION * COLLECTIONS_PER_MEMBER}), i, '$1,000,000'
        FROM n JOIN pick ON pick.rowid = (i * 7919) % ${picks} + 1`);
      const saved = (sqlite.prepare("SELECT count(*) AS n FROM collection_listings").get() as { n: number }).n;
      return `${saved.toLocaleString("en-AU")} saved listings of ${MEMBERS.toLocaleString("en-AU")} members written`;
    },
    console.log,
  );
}

// Toggles write: each run works on a copy, so the prepared file stays as seeded.
const file = `${prepareDatabase()}.run`;
copyFileSync(file.slice(0, -".run".length), file);
const sqlite = openNodeSqlite(file);
const db = nodeSqliteDatabase(sqlite);
const random = sequence(13);
const member = (): Viewer => {
  const i = Math.floor(random() * MEMBERS);
  return { memberId: `bench-${i}`, username: `bench-${i}`, name: `Bench ${i}`, role: "member", sessionId: "bench" };
};
const listingIds = (sqlite.prepare("SELECT id FROM listings WHERE status_type = 'buy'").all() as { id: number }[]).map(
  (row) => row.id,
);
const anyListing = () => listingIds[Math.floor(random() * listingIds.length)]!;

async function time(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run(); // warm-up: prepared statements, page cache
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** What /collections reads for a member: their collections, each with its count and 3 cover photos. */
async function collectionsWithCovers() {
  const viewer = member();
  const collections = await listCollectionSummaries(createServiceContext(db, Date.now()), viewer, {
    username: viewer.username,
    imageCount: COLLECTION_LIMITS.coverImages,
  });
  if (collections.length !== COLLECTIONS_PER_MEMBER)
    throw new Error(`expected 5 collections, got ${collections.length}`);
}

async function toggle() {
  const result = await toggleSavedListing(createServiceContext(db, Date.now()), member(), anyListing());
  if (!result.ok) throw new Error(result.message);
}

/** A results page of 25 cards, some of them saved by the member. */
async function savedStateOfPage() {
  const viewer = member();
  const own = sqlite
    .prepare("SELECT listing_id AS id FROM collection_listings WHERE collection_id = ? LIMIT 5")
    .all(`bench-c-${String(Number(viewer.memberId.slice(6)) * COLLECTIONS_PER_MEMBER).padStart(8, "0")}`) as {
    id: number;
  }[];
  const page = [...own.map((row) => row.id), ...Array.from({ length: 25 - own.length }, anyListing)];
  const start = performance.now();
  const result = await savedListings(createServiceContext(db, Date.now()), viewer, { listingIds: page });
  const elapsed = performance.now() - start;
  if (!result.ok || result.saved.length < own.length) throw new Error("saved state missed the member's own listings");
  return elapsed;
}

console.log(`bench: ${file}`);
console.log(`collections with covers  ${stats(await time(collectionsWithCovers))}`);
console.log(`toggle                   ${stats(await time(toggle))}`);
// Only the service call is timed here; picking the page's ids is setup.
for (let i = 0; i < 20; i++) await savedStateOfPage();
const pageSamples: number[] = [];
for (let i = 0; i < SAMPLES; i++) pageSamples.push(await savedStateOfPage());
console.log(`saved state of 25 cards  ${stats(pageSamples)}`);
sqlite.close();
rmSync(file, { force: true });
