/**
 * Locals' voice on the popular suburbs, so the reviews, Q&A pages and rankings are alive on a
 * fresh database: reviews with factor ratings, questions with answers, comments, helpful marks
 * and votes, written by demo locals (`seed-local-…`, no password: nobody signs in as them).
 * Deterministic for the seed and the reference date; replaced on every seed run (their posts are
 * told apart by their authors), never touching what members wrote. The counters on each post
 * (helpful marks, answers, score, comments) are recounted from the rows written, as the services
 * keep them; the triggers of migrations 0024 and 0029 fill the search index, the Q&A counts and
 * each place's review sums as the rows go in.
 */
import { createRandom, seedOf } from "@/lib/media/prng";
import { questionSlug } from "@/lib/community/question-urls";
import { isResidentialLocality } from "@/lib/locations/residential-localities";
import { SEED } from "./config";
import type { SeedWriter } from "./writer";

const DAY = 86_400_000;
/** The most popular suburbs people live in get the community's posts (popularity: expected listings). */
export const COMMUNITY_SUBURBS = 80;
const LOCALS = 48;
/** Streets of each of those suburbs that locals review too (the first few by id). */
const REVIEWED_STREETS_PER_SUBURB = 3;

const FIRST = ["Olivia", "Jack", "Priya", "Tom", "Mei", "Daniel", "Chloe", "Ahmed", "Grace", "Liam", "Zoe", "Raj"];
const LAST = [
  "Nguyen",
  "Wilson",
  "Singh",
  "Taylor",
  "Brown",
  "Martin",
  "Kelly",
  "Chen",
  "Walker",
  "Patel",
  "Hughes",
  "Rossi",
];

/** The demo locals: [id, username, name]. */
export function communityLocals(): [string, string, string][] {
  return Array.from({ length: LOCALS }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    return [`seed-local-${i + 1}`, `${first}-${last}-${i + 1}`.toLowerCase(), `${first} ${last[0]}.`];
  });
}

const LOVES = [
  "The cafes on the main street are open early and the baristas know your order by the second week.",
  "Quiet streets, big trees and neighbours who actually say hello. The park is full of kids after school.",
  "Everything is walkable: the station, the supermarket, two good bakeries and the library.",
  "A real community feel. The Saturday market is the highlight of the week and the school fete is huge.",
  "Easy trip to the city by train and there is always parking near the shops.",
  "The walking tracks and the creek are lovely in the morning, and the dog park is well kept.",
  "Good schools close by and plenty of sport clubs for the kids on weekends.",
];
const CONSIDER = [
  "",
  "Traffic on the main road is heavy at peak hour, so allow extra time.",
  "Parking near the station fills up by 8 am on weekdays.",
  "Some of the older blocks of units need work; inspect carefully.",
  "It can be noisy on Friday and Saturday nights near the pubs.",
  "Rents have gone up a lot in the last two years.",
];
const QUESTIONS: [string, string][] = [
  ["Which primary school zones cover {place}?", "We are moving with two kids and want to be in a good catchment."],
  ["Is {place} safe to walk around at night?", "I would be walking home from the station after work."],
  ["How long is the commute from {place} to the city?", "By train or bus at peak hour."],
  ["Where do locals park in {place} on weekends?", ""],
  ["What are the best cafes in {place}?", "Somewhere good to work from for an hour."],
  ["Is {place} good for young families?", "Parks, childcare and playgroups are what we are after."],
  ["Does {place} flood after heavy rain?", "Looking at a house near the creek."],
];
const ANSWERS = [
  "We have lived here for six years. It is generally fine, but check the council maps for the details.",
  "The local Facebook group is very active and will give you a dozen recommendations within an hour.",
  "The state's school finder shows the exact zone boundaries; they changed last year.",
  "Peak hour is about 35 minutes door to door by train. Buses are slower but more frequent.",
  "Streets behind the shopping strip are the easiest. Avoid the two-hour zones near the station.",
  "I walk home from the station most nights and feel comfortable; the main streets are well lit.",
  "Plenty of parks and two good playgroups at the community centre on Tuesdays and Thursdays.",
];
const COMMENTS = [
  "Agreed, that matches our experience.",
  "Thanks, this is really helpful.",
  "Good to know, we will check it out.",
  "Not sure about that, it has changed a lot recently.",
];

const REVIEWER_KINDS = ["local", "local", "local", "visitor", "agent"] as const;

const pick = <T>(rng: ReturnType<typeof createRandom>, items: readonly T[], n: number): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
};

/** A factor rating near the place's character: most places are good at some things, not all. */
function factorRating(rng: ReturnType<typeof createRandom>, lean: number): number | null {
  if (rng.chance(0.15)) return null;
  return Math.max(1, Math.min(5, Math.round(lean + rng.gauss() * 0.8)));
}

/**
 * Replaces the seeded community: deletes the demo locals' posts and marks, then writes the
 * popular suburbs' reviews and questions. Run after the locations are written.
 */
export function seedCommunity(writer: SeedWriter, referenceDate: string): void {
  const now = Date.parse(`${referenceDate}T00:00:00Z`);
  const locals = communityLocals();
  const ids = locals.map(([id]) => id);
  const seeded = "LIKE 'seed-local-%'";
  writer.transaction(() => {
    writer.execute(`DELETE FROM review_helpful_marks WHERE member_id ${seeded}`);
    writer.execute(`DELETE FROM answer_votes WHERE member_id ${seeded}`);
    writer.execute(`DELETE FROM post_comments WHERE member_id ${seeded}`);
    writer.execute(`DELETE FROM answers WHERE member_id ${seeded}`);
    writer.execute(`DELETE FROM questions WHERE member_id ${seeded}`);
    writer.execute(`DELETE FROM location_reviews WHERE member_id ${seeded}`);
    writer.execute(`DELETE FROM members WHERE id ${seeded}`);
    for (const [id, username, name] of locals)
      writer.execute(
        "INSERT INTO members (id, username, email, name, role, created_at) VALUES (?, ?, ?, ?, 'member', ?)",
        id,
        username,
        `${username}@example.com`,
        name,
        now - 400 * DAY,
      );
    const nameOf = new Map(locals.map(([id, , name]) => [id, name]));
    // Locals live somewhere: a busy locality nobody lives in (North Pole VIC 9999, HMAS Kuttabul)
    // gets no reviews or questions, the next busiest suburb does.
    const suburbs = writer
      .select<{ id: number; name: string; postcode: string | null }>(
        `SELECT id, name, postcode FROM locations WHERE type = 'suburb' ORDER BY popularity DESC, id`,
      )
      .filter(({ name, postcode }) => postcode !== null && isResidentialLocality({ name, postcode }))
      .slice(0, COMMUNITY_SUBURBS);
    for (const suburb of suburbs) {
      const rng = createRandom(seedOf(SEED, suburb.id, 29));
      const lean = 2.6 + rng.next() * 2;
      const reviewers = pick(rng, ids, rng.int(2, 12));
      for (const author of reviewers) {
        const created = now - rng.int(5, 700) * DAY - rng.int(0, 86_399) * 1000;
        const rating = Math.max(1, Math.min(5, Math.round(lean + rng.gauss() * 0.7)));
        writer.execute(
          `INSERT INTO location_reviews (location_id, member_id, author_name, reviewer_kind, rating, safety, family_friendliness,
            community_spirit, transport, school_access, loves, considerations, links_allowed, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
          suburb.id,
          author,
          nameOf.get(author)!,
          rng.pick(REVIEWER_KINDS),
          rating,
          factorRating(rng, lean),
          factorRating(rng, lean),
          factorRating(rng, lean),
          factorRating(rng, lean),
          factorRating(rng, lean),
          rng.pick(LOVES),
          rng.pick(CONSIDER),
          created,
          created,
        );
      }
      for (const [template, body] of pick(rng, QUESTIONS, rng.int(1, 5))) {
        const asker = rng.pick(ids);
        const title = template.replace("{place}", suburb.name);
        const asked = now - rng.int(3, 500) * DAY - rng.int(0, 86_399) * 1000;
        writer.execute(
          `INSERT INTO questions (location_id, member_id, author_name, title, body, slug, links_allowed, created_at, last_activity_at)
           VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
          suburb.id,
          asker,
          nameOf.get(asker)!,
          title,
          body,
          questionSlug(title),
          asked,
          asked,
        );
        const answerers = pick(
          rng,
          ids.filter((id) => id !== asker),
          rng.int(0, 4),
        );
        answerers.forEach((author, n) => {
          const at = asked + (n + 1) * rng.int(1, 20) * 3_600_000;
          writer.execute(
            `INSERT INTO answers (question_id, member_id, author_name, body, links_allowed, created_at)
             VALUES ((SELECT max(id) FROM questions), ?, ?, ?, 1, ?)`,
            author,
            nameOf.get(author)!,
            rng.pick(ANSWERS),
            at,
          );
          for (const voter of pick(
            rng,
            ids.filter((id) => id !== author),
            rng.int(0, 6),
          ))
            writer.execute(
              "INSERT INTO answer_votes (member_id, answer_id, value, created_at) VALUES (?, (SELECT max(id) FROM answers), ?, ?)",
              voter,
              rng.chance(0.85) ? 1 : -1,
              at + DAY,
            );
          if (rng.chance(0.3)) {
            const commenter = rng.pick(ids);
            writer.execute(
              `INSERT INTO post_comments (parent_type, parent_id, member_id, author_name, body, links_allowed, created_at)
               VALUES ('answer', (SELECT max(id) FROM answers), ?, ?, ?, 1, ?)`,
              commenter,
              nameOf.get(commenter)!,
              rng.pick(COMMENTS),
              at + 2 * DAY,
            );
          }
        });
      }
    }
    // A few streets of each suburb, reviewed by 2 to 9 locals: enough for some to pass the
    // ranking's minimum and some not, so the street rankings show both.
    const streets = writer.select<{ id: number; suburbId: number }>(
      `SELECT s.id, s.suburb_id AS suburbId FROM locations s
       WHERE s.type = 'street' AND s.suburb_id IN (${suburbs.map((suburb) => suburb.id).join(",") || "NULL"})
       ORDER BY s.suburb_id, s.id`,
    );
    const perSuburb = new Map<number, number>();
    for (const street of streets) {
      const taken = perSuburb.get(street.suburbId) ?? 0;
      if (taken >= REVIEWED_STREETS_PER_SUBURB) continue;
      perSuburb.set(street.suburbId, taken + 1);
      const rng = createRandom(seedOf(SEED, street.id, 37));
      const lean = 2.4 + rng.next() * 2.4;
      for (const author of pick(rng, ids, rng.int(2, 9))) {
        const created = now - rng.int(5, 700) * DAY - rng.int(0, 86_399) * 1000;
        writer.execute(
          `INSERT INTO location_reviews (location_id, member_id, author_name, reviewer_kind, rating, safety, family_friendliness,
            community_spirit, transport, school_access, loves, considerations, links_allowed, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
          street.id,
          author,
          nameOf.get(author)!,
          rng.pick(REVIEWER_KINDS),
          Math.max(1, Math.min(5, Math.round(lean + rng.gauss() * 0.7))),
          factorRating(rng, lean),
          factorRating(rng, lean),
          factorRating(rng, lean),
          factorRating(rng, lean),
          factorRating(rng, lean),
          rng.pick(LOVES),
          rng.pick(CONSIDER),
          created,
          created,
        );
      }
    }
    // Helpful marks on some reviews, from other locals.
    const reviews = writer.select<{ id: number; memberId: string }>(
      `SELECT id, member_id AS memberId FROM location_reviews WHERE member_id ${seeded}`,
    );
    for (const review of reviews) {
      const rng = createRandom(seedOf(SEED, review.id, 31));
      for (const marker of pick(
        rng,
        ids.filter((id) => id !== review.memberId),
        rng.int(0, 5),
      ))
        writer.execute(
          "INSERT INTO review_helpful_marks (member_id, review_id, created_at) VALUES (?, ?, ?)",
          marker,
          review.id,
          now - DAY,
        );
    }
    // Counters from the rows, as the services keep them; the best answer is the top-voted one.
    writer.execute(
      `UPDATE location_reviews SET helpful_count = (SELECT count(*) FROM review_helpful_marks m WHERE m.review_id = location_reviews.id)
       WHERE member_id ${seeded}`,
    );
    writer.execute(
      `UPDATE answers SET score = (SELECT coalesce(sum(value), 0) FROM answer_votes v WHERE v.answer_id = answers.id),
        comment_count = (SELECT count(*) FROM post_comments c WHERE c.parent_type = 'answer' AND c.parent_id = answers.id)
       WHERE member_id ${seeded}`,
    );
    writer.execute(
      `UPDATE questions SET
        answer_count = (SELECT count(*) FROM answers a WHERE a.question_id = questions.id AND a.visibility = 'visible'),
        last_activity_at = max(created_at, coalesce((SELECT max(created_at) FROM answers a WHERE a.question_id = questions.id), 0)),
        best_answer_id = (SELECT a.id FROM answers a WHERE a.question_id = questions.id AND a.score >= 3 ORDER BY a.score DESC, a.id LIMIT 1)
       WHERE member_id ${seeded}`,
    );
  });
}
