// npm run bench:agents — p95 through the services (real migrations, node:sqlite) of the agent
// pages' data: the finder for a suburb (ranked, page 1), an agent profile's data (agent,
// performance with the listings stats, listing counts, 6 cards of each status, 5 reviews, the first
// page of activities) and an
// office page's data. The seeded agencies (~2,000 agents) are widened to --agents (default 50,000,
// the country's scale) by copying agents and handing each listing to one of them. D1's network hop
// is not included (measure pages with `npm run bench` against a Worker).
//
//   npm run bench:agents                                  # 50,000 agents over the 20,000-listing set
//   npm run bench:agents -- --listings 1000000            # the 3,000,000-listing set (seeds once, slow)
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { nodeSqliteDatabase, openNodeSqlite } from "../../lib/db/node-sqlite";
import { createServiceContext } from "../../lib/services/context";
import { findAgents } from "../../lib/services/agents/agent-finder";
import { listingStatsById } from "../../app/api/v1/_facades/agents";
import {
  getAgentByUsername,
  getAgentListingCounts,
  getAgentListings,
  getAgentPerformance,
  getAgentReviews,
  getRatingBreakdown,
} from "../../lib/services/agents/agent-profile";
import { getOfficePage } from "../../lib/services/agents/agencies";
import { agentActivities } from "../../lib/services/agents/agent-activity";
import { BENCH_REFERENCE_DATE, prepareDerivedBenchDatabase } from "./search-database";
import { sequence, stats } from "./bench-stats";

const { values } = parseArgs({
  options: {
    agents: { type: "string", default: "50000" },
    listings: { type: "string", default: "20000" },
    samples: { type: "string", default: "300" },
  },
});
const AGENTS = Number(values.agents);
const SAMPLES = Number(values.samples);
const NOW = Date.parse(`${BENCH_REFERENCE_DATE}T03:00:00Z`);
const root = process.cwd();

/**
 * The search bench's data set with AGENTS agents: copies of the seeded agents (new ids and
 * usernames, same offices) and every listing handed to an agent of its own office, spread evenly,
 * so each suburb's sales are shared among its offices' many agents as in the real market.
 */
function prepareDatabase(): string {
  return prepareDerivedBenchDatabase(
    root,
    Number(values.listings),
    `agents-${AGENTS}`,
    (sqlite) => {
      const seeded = sqlite.prepare("SELECT count(*) AS n, max(id) AS top FROM agents").get() as {
        n: number;
        top: number;
      };
      const copies = Math.max(0, AGENTS - seeded.n);
      sqlite.exec(`
    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${copies - 1})
    INSERT INTO agents (id, username, office_id, first_name, last_name, job_title, bio, phone, mobile, email, tier,
                        rating_average, review_count, years_experience)
    SELECT ${seeded.top} + 1 + i, a.username || '-b' || i, a.office_id, a.first_name, a.last_name, a.job_title, a.bio,
           a.phone, a.mobile, a.email, a.tier, a.rating_average, a.review_count, a.years_experience
    FROM n JOIN agents a ON a.id = (SELECT min(id) FROM agents) + i % ${seeded.n}`);
      // Each listing goes to one of its office's agents, chosen by its id.
      sqlite.exec(`CREATE TEMP TABLE office_agents AS
    SELECT office_id, id AS agent_id, row_number() OVER (PARTITION BY office_id ORDER BY id) - 1 AS k,
           count(*) OVER (PARTITION BY office_id) AS size FROM agents`);
      sqlite.exec(`CREATE INDEX temp.office_agents_idx ON office_agents (office_id, k)`);
      sqlite.exec(`UPDATE listings SET agent_id = (
    SELECT agent_id FROM office_agents o WHERE o.office_id = listings.office_id AND o.k = listings.id % o.size)`);
      return `${copies.toLocaleString("en-AU")} agents added and listings shared among them`;
    },
    console.log,
  );
}

const sqlite = openNodeSqlite(prepareDatabase());
const db = nodeSqliteDatabase(sqlite);
const random = sequence(17);
const counts = sqlite
  .prepare("SELECT (SELECT count(*) FROM agents) AS agents, (SELECT count(*) FROM listings) AS listings")
  .get() as { agents: number; listings: number };
// Suburbs with sales, busiest first: the finder is asked for the places people search.
const suburbs = (
  sqlite
    .prepare(
      `SELECT l.slug FROM locations l JOIN (SELECT suburb_id, count(*) AS n FROM listings WHERE status_type = 'sold' GROUP BY suburb_id ORDER BY n DESC LIMIT 200) s ON s.suburb_id = l.id`,
    )
    .all() as { slug: string }[]
).map((row) => row.slug);
const usernames = (sqlite.prepare("SELECT username FROM agents").all() as { username: string }[]).map(
  (r) => r.username,
);
const officeSlugs = (sqlite.prepare("SELECT slug FROM offices").all() as { slug: string }[]).map((r) => r.slug);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

async function time(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function finder() {
  const found = await findAgents(createServiceContext(db, NOW), { location: pick(suburbs) });
  if (!found.ok) throw new Error(found.message);
}

async function profile() {
  const ctx = createServiceContext(db, NOW);
  const found = await getAgentByUsername(ctx, pick(usernames));
  if (!found.ok) throw new Error(found.message);
  const { agent } = found;
  await Promise.all([
    getAgentPerformance(ctx, agent),
    listingStatsById(ctx, String(agent.id)),
    getAgentListingCounts(ctx, agent),
    getRatingBreakdown(ctx, agent),
    getAgentReviews(ctx, agent, {}),
    agentActivities(ctx, agent, {}),
    ...(["buy", "rent", "sold", "leased"] as const).map((status) => getAgentListings(ctx, agent, { status })),
  ]);
}

async function office() {
  const page = await getOfficePage(createServiceContext(db, NOW), pick(officeSlugs));
  if (!page) throw new Error("office missing");
}

console.log(
  `bench:agents — ${counts.agents.toLocaleString("en-AU")} agents, ${counts.listings.toLocaleString("en-AU")} listings, through the services on node:sqlite`,
);
console.log(`finder, a suburb (page 1 of 5):       ${stats(await time(finder))}`);
console.log(`agent profile data (with stats):      ${stats(await time(profile))}`);
console.log(`office page data:                     ${stats(await time(office))}`);
sqlite.close();
