/**
 * Is a seeded data set complete? One probe per part the seed writes. A database seeded before a
 * part existed (a new domain's tables or demo rows, added by a later commit) fails that part's
 * probe, and `npm start` seeds again instead of serving pages with that part empty.
 */
import { SEEDED_TABLES, type SeededTable } from "./writer";

/** Owned tables the seed leaves empty on purpose: the queue of market figures to recompute. */
const EMPTY_BY_DESIGN: readonly SeededTable[] = ["location_market_stale"];

export interface SeededPart {
  part: string;
  /** A query that returns a row when the part is present. */
  probe: string;
}

export const SEEDED_PARTS: readonly SeededPart[] = [
  ...SEEDED_TABLES.filter((table) => !EMPTY_BY_DESIGN.includes(table)).map((table) => ({
    part: table,
    probe: `SELECT 1 FROM ${table} LIMIT 1`,
  })),
  // Rows the seed writes into tables members share with it (told apart by their ids or empty owners).
  {
    part: "agent reviews",
    probe: "SELECT 1 FROM agent_reviews WHERE member_id IS NULL AND listing_id IS NULL LIMIT 1",
  },
  { part: "agent profile extras", probe: "SELECT 1 FROM agents WHERE social_links <> '[]' LIMIT 1" },
  { part: "agents' member accounts", probe: "SELECT 1 FROM agent_members WHERE member_id LIKE 'seed-agent-%' LIMIT 1" },
  { part: "development staff", probe: "SELECT 1 FROM staff_roles WHERE member_id = 'seed-staff-admin' LIMIT 1" },
  { part: "demo collections", probe: "SELECT 1 FROM collections WHERE id LIKE 'seed-collection-%' LIMIT 1" },
  // The demo members' usernames once had dots, which /user/{username} does not accept.
  {
    part: "demo members' usernames",
    probe: "SELECT 1 FROM members WHERE id = 'seed-member-1' AND username = 'olivia-nguyen'",
  },
  { part: "demo alerts", probe: "SELECT 1 FROM alerts WHERE id LIKE 'seed-alert-%' LIMIT 1" },
  { part: "community posts", probe: "SELECT 1 FROM answers WHERE member_id LIKE 'seed-local-%' LIMIT 1" },
  // Market figures written before migration 0034 lack the median days on market.
  {
    part: "median days on market",
    probe: "SELECT 1 FROM location_market_medians WHERE median_days_on_market IS NOT NULL LIMIT 1",
  },
  {
    part: "street reviews",
    probe:
      "SELECT 1 FROM location_reviews r JOIN locations l ON l.id = r.location_id WHERE r.member_id LIKE 'seed-local-%' AND l.type = 'street' LIMIT 1",
  },
  // Data seeded before the seed moved what it drew in places nobody lives in to a stand-in had an
  // office and homes in North Pole VIC 9999; none is there now (docs/data.md).
  {
    part: "places people live",
    probe: `SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM offices o JOIN locations s ON s.id = o.suburb_id WHERE s.postcode = '9999')
      AND NOT EXISTS (SELECT 1 FROM listings l JOIN locations s ON s.id = l.suburb_id WHERE s.postcode = '9999')`,
  },
];

/** The parts whose probe finds nothing (in SEEDED_PARTS order). */
export function missingParts(hasRow: (query: string) => boolean): string[] {
  return SEEDED_PARTS.filter(({ probe }) => !hasRow(probe)).map(({ part }) => part);
}
