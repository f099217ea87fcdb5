// npm run bench:community — p95 through the services (real migrations, node:sqlite) of the
// community's reads and writes at national scale: a place's Q&A page data (5 questions and the
// count), a question page's data (the question, its answers with comments and its place), a text
// search of the questions (FTS5) and a vote on an answer (the rate-limit reservation, the vote and
// the recount in one batch). The seeded places get --questions questions, --answers answers
// (1,000,000 together by default), --reviews reviews and --votes votes from --members members,
// half of the questions and a fifth of the reviews on the 200 most popular suburbs, as real
// traffic would be. D1's network hop is not included (measure pages with `npm run bench`).
//
//   npm run bench:community                               # 400,000 questions, 600,000 answers, 500,000 reviews
//   npm run bench:community -- --samples 1000
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { nodeSqliteDatabase, openNodeSqlite } from "../../lib/db/node-sqlite";
import { createServiceContext } from "../../lib/services/context";
import { getQuestionPage, getQuestions, searchQuestions, voteOnAnswer } from "../../lib/services/community/questions";
import { getLocationReviews } from "../../lib/services/community/location-reviews";
import { questionSlug } from "../../lib/community/question-urls";
import { BENCH_REFERENCE_DATE, prepareDerivedBenchDatabase } from "./search-database";
import { sequence, stats } from "./bench-stats";

const { values } = parseArgs({
  options: {
    questions: { type: "string", default: "400000" },
    answers: { type: "string", default: "600000" },
    reviews: { type: "string", default: "500000" },
    votes: { type: "string", default: "500000" },
    members: { type: "string", default: "20000" },
    listings: { type: "string", default: "1000" },
    samples: { type: "string", default: "300" },
  },
});
const QUESTIONS = Number(values.questions);
const ANSWERS = Number(values.answers);
const REVIEWS = Number(values.reviews);
const VOTES = Number(values.votes);
const MEMBERS = Number(values.members);
const SAMPLES = Number(values.samples);
const NOW = Date.parse(`${BENCH_REFERENCE_DATE}T03:00:00Z`);
const DAY = 86_400_000;
const root = process.cwd();

/** A fixed spread of i over 0..n-1 (Knuth's multiplicative hash), so the data set never changes. */
const spread = (i: string, n: number) => `(((${i}) * 2654435761) % 4294967296) % ${n}`;

const WORDS = [
  "school zones",
  "parking",
  "train station",
  "flooding",
  "cafes",
  "childcare",
  "noise",
  "rentals",
  "dog parks",
  "bus routes",
  "supermarkets",
  "crime",
  "council rates",
  "bike paths",
  "playgrounds",
  "doctors",
];

function fill(sqlite: import("node:sqlite").DatabaseSync): string {
  const count = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n - 1})`;
  sqlite.exec(`${count(MEMBERS)}
    INSERT INTO members (id, username, email, name, role, created_at)
    SELECT 'bench-member-' || i, 'bench-member-' || i, 'bench-member-' || i || '@example.com', 'Member ' || i, 'member', ${NOW - 400 * DAY} FROM n`);
  // Places by popularity: k < 200 are the busy suburbs.
  sqlite.exec(`CREATE TEMP TABLE places AS
    SELECT row_number() OVER (ORDER BY popularity DESC, id) - 1 AS k, id, name FROM locations WHERE type = 'suburb'`);
  sqlite.exec("CREATE UNIQUE INDEX temp.places_k ON places (k)");
  const places = (sqlite.prepare("SELECT count(*) AS n FROM places").get() as { n: number }).n;
  sqlite.exec("CREATE TEMP TABLE words (k INTEGER PRIMARY KEY, word TEXT)");
  const word = sqlite.prepare("INSERT INTO words VALUES (?, ?)");
  WORDS.forEach((w, k) => word.run(k, w));

  // Questions: half on the 200 busiest suburbs, half anywhere; titles from the common kinds.
  sqlite.exec(`${count(QUESTIONS)},
    q AS (SELECT i, CASE WHEN i % 2 = 0 THEN ${spread("(i / 2)", 200)} ELSE ${spread("(i / 2)", places)} END AS k,
                 ${NOW} - (i % 700) * ${DAY} - (i * 7919) % ${DAY} AS at FROM n),
    titled AS (
      SELECT q.i, p.id AS location_id, q.at, CASE q.i % 4
               WHEN 0 THEN 'What are the ' || w.word || ' like in ' || p.name || '?'
               WHEN 1 THEN 'Is ' || p.name || ' good for ' || w.word || '?'
               WHEN 2 THEN 'Where do locals go for ' || w.word || ' around ' || p.name || '?'
               ELSE 'How bad are the ' || w.word || ' in ' || p.name || ' these days?' END AS title
      FROM q JOIN places p ON p.k = q.k JOIN words w ON w.k = q.i % ${WORDS.length})
    INSERT INTO questions (location_id, member_id, author_name, title, body, slug, links_allowed, created_at, last_activity_at)
    SELECT location_id, 'bench-member-' || (${spread("i", MEMBERS)}), 'Member', title, 'We are thinking of moving there next year.',
           lower(replace(replace(title, ' ', '-'), '?', '')), 1, at, at
    FROM titled ORDER BY i`);
  const firstQuestion = (
    sqlite.prepare("SELECT min(id) AS id FROM questions WHERE member_id LIKE 'bench-%'").get() as {
      id: number;
    }
  ).id;
  sqlite.exec(`${count(ANSWERS)}
    INSERT INTO answers (question_id, member_id, author_name, body, links_allowed, created_at)
    SELECT ${firstQuestion} + ${spread("i", QUESTIONS)}, 'bench-member-' || ((i * 7919) % ${MEMBERS}), 'Member',
           'We have lived here for years; ask at the community centre, they know everything.', 1, ${NOW} - (i % 600) * ${DAY}
    FROM n`);
  const firstAnswer = (
    sqlite.prepare("SELECT min(id) AS id FROM answers WHERE member_id LIKE 'bench-%'").get() as {
      id: number;
    }
  ).id;
  sqlite.exec(`${count(VOTES)}
    INSERT OR IGNORE INTO answer_votes (member_id, answer_id, value, created_at)
    SELECT 'bench-member-' || ((i * 104729 + 13) % ${MEMBERS}), ${firstAnswer} + ${spread("i", ANSWERS)},
           CASE WHEN i % 7 = 0 THEN -1 ELSE 1 END, ${NOW - DAY} FROM n`);
  // Reviews: one per member per place, a fifth on the 200 busiest suburbs.
  const busy = Math.floor(REVIEWS / 5);
  sqlite.exec(`${count(REVIEWS)},
    r AS (SELECT i, CASE WHEN i < ${busy} THEN i % 200 ELSE i % ${places} END AS k,
                 CASE WHEN i < ${busy} THEN i / 200 ELSE ${Math.ceil(busy / 200)} + i / ${places} END AS m FROM n)
    INSERT OR IGNORE INTO location_reviews (location_id, member_id, author_name, reviewer_kind, rating, safety, transport,
      loves, considerations, links_allowed, created_at, updated_at)
    SELECT p.id, 'bench-member-' || r.m, 'Member', 'local', 1 + i % 5, 1 + (i / 5) % 5, 1 + (i / 25) % 5,
           'Quiet streets, good cafes and the station five minutes away.', '', 1,
           ${NOW} - (i % 700) * ${DAY}, ${NOW} - (i % 700) * ${DAY}
    FROM r JOIN places p ON p.k = r.k`);
  // Counters from the rows, as the services keep them.
  sqlite.exec(`UPDATE answers SET score = (SELECT coalesce(sum(value), 0) FROM answer_votes v WHERE v.answer_id = answers.id)
    WHERE id >= ${firstAnswer}`);
  sqlite.exec(`UPDATE questions SET
      answer_count = (SELECT count(*) FROM answers a WHERE a.question_id = questions.id AND a.visibility = 'visible'),
      last_activity_at = max(created_at, coalesce((SELECT max(created_at) FROM answers a WHERE a.question_id = questions.id), 0))
    WHERE id >= ${firstQuestion}`);
  const written = sqlite
    .prepare(
      `SELECT (SELECT count(*) FROM questions) AS q, (SELECT count(*) FROM answers) AS a,
              (SELECT count(*) FROM location_reviews) AS r, (SELECT count(*) FROM answer_votes) AS v`,
    )
    .get() as { q: number; a: number; r: number; v: number };
  return `${written.q.toLocaleString("en-AU")} questions, ${written.a.toLocaleString("en-AU")} answers, ${written.r.toLocaleString("en-AU")} reviews and ${written.v.toLocaleString("en-AU")} votes written`;
}

const sqlite = openNodeSqlite(
  prepareDerivedBenchDatabase(
    root,
    Number(values.listings),
    `community-${QUESTIONS}-${ANSWERS}-${REVIEWS}`,
    fill,
    console.log,
  ),
);
const db = nodeSqliteDatabase(sqlite);
const random = sequence(23);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const counts = sqlite
  .prepare(
    `SELECT (SELECT count(*) FROM questions) AS questions, (SELECT count(*) FROM answers) AS answers,
            (SELECT count(*) FROM location_reviews) AS reviews`,
  )
  .get() as { questions: number; answers: number; reviews: number };
// The places people open: the busiest suburbs, where a Q&A page has the most to sort through.
const busyPlaces = (
  sqlite.prepare("SELECT id FROM locations WHERE type = 'suburb' ORDER BY popularity DESC, id LIMIT 200").all() as {
    id: number;
  }[]
).map((row) => row.id);
// Uris as the site writes them (the data set's slugs come from SQL and may keep a place's
// apostrophe; the service finds a question by the id in front either way).
const questionUris = (
  sqlite.prepare("SELECT id, title FROM questions WHERE id % 97 = 0 AND answer_count > 0 LIMIT 5000").all() as {
    id: number;
    title: string;
  }[]
).map((row) => `${row.id}-${questionSlug(row.title)}`);
const answerIds = (sqlite.prepare("SELECT id FROM answers WHERE id % 89 = 0 LIMIT 5000").all() as { id: number }[]).map(
  (row) => row.id,
);
const placeNames = (
  sqlite.prepare("SELECT name FROM locations WHERE type = 'suburb' ORDER BY popularity DESC LIMIT 200").all() as {
    name: string;
  }[]
).map((row) => row.name);
const SEARCHES = ["school zones in {place}", "parking {place}", "is {place} good for childcare", "flooding"];
const SORTS = ["recent", "active", "unanswered", "most_answered"] as const;

// Votes are cast by members who are not in the data set's votes, each at its own minute so the
// per-member vote limit (60 a minute) measures its reservation, never a refusal.
let voter = 0;
let clock = NOW;

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

async function placeQuestions() {
  const page = await getQuestions(createServiceContext(db, NOW), null, {
    locationId: pick(busyPlaces),
    sortOrder: pick(SORTS),
    page: 1 + Math.floor(random() * 3),
  });
  if (!page.ok || page.questions.length === 0) throw new Error("no questions on a busy place's Q&A page");
}

async function placeReviews() {
  const page = await getLocationReviews(createServiceContext(db, NOW), null, { locationId: pick(busyPlaces) });
  if (!page.ok || page.reviews.length === 0) throw new Error("no reviews on a busy place");
}

async function questionPage() {
  const page = await getQuestionPage(createServiceContext(db, NOW), null, pick(questionUris));
  if (!page) throw new Error("a question the data set holds was not found");
  if (page.answers.length === 0) throw new Error("question page without answers");
}

async function search() {
  const q = pick(SEARCHES).replace("{place}", pick(placeNames));
  const found = await searchQuestions(createServiceContext(db, NOW), null, { q });
  if (!found.ok) throw new Error(found.message);
}

async function vote() {
  voter += 1;
  clock += 61_000;
  const id = `bench-member-${voter % MEMBERS}`;
  const member = { memberId: id, username: id, name: "Member", role: "member" as const, sessionId: "bench" };
  const cast = await voteOnAnswer(createServiceContext(db, clock), member, {
    answerId: pick(answerIds),
    value: random() < 0.8 ? 1 : -1,
  });
  // One's own answer is refused by rule (a real outcome, still timed); anything else is a fault.
  if (!cast.ok && cast.code !== "FORBIDDEN") throw new Error(cast.message);
}

console.log(
  `bench:community — ${counts.questions.toLocaleString("en-AU")} questions, ${counts.answers.toLocaleString("en-AU")} answers, ${counts.reviews.toLocaleString("en-AU")} reviews, through the services on node:sqlite`,
);
console.log(`a place's Q&A page data (5, counted):  ${stats(await time(placeQuestions))}`);
console.log(`a place's reviews (5, counted):        ${stats(await time(placeReviews))}`);
console.log(`a question page's data:                ${stats(await time(questionPage))}`);
console.log(`a text search (FTS5, 5 a page):        ${stats(await time(search))}`);
console.log(`a vote on an answer:                   ${stats(await time(vote))}`);
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`,
);
sqlite.close();
