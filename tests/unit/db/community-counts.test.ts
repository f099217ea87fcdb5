// The counters migration 0029 keeps with triggers: visible and unanswered questions per place
// (and for the whole country), and each place's sums over its visible reviews. Any sequence of
// writes (new posts, visibility changes, edits, moves, deletes) must leave them equal to an
// aggregate over the rows, the oracle.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { alertTestDatabase, PLACES } from "../services/alerts/alert-test-db";
import type { Database } from "@/lib/db/database";
import { locationReviews, locationReviewStats, questionCounts, questions } from "@/lib/db/schema";
import { POST_VISIBILITIES } from "@/lib/db/schema/community";

const placeIds = [PLACES.bondi.id, PLACES.coogee.id, PLACES.campbellParade.id];
const place = fc.constantFrom(...placeIds);
const visibility = fc.constantFrom(...POST_VISIBILITIES);
const factor = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null });

const questionWrite = fc.oneof(
  fc.record({ kind: fc.constant("ask" as const), place, visibility, answers: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant("visibility" as const), pick: fc.nat(), visibility }),
  fc.record({ kind: fc.constant("answers" as const), pick: fc.nat(), answers: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant("move" as const), pick: fc.nat(), place }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
);

const review = { rating: fc.integer({ min: 1, max: 5 }), safety: factor, transport: factor, schoolAccess: factor };
const reviewWrite = fc.oneof(
  fc.record({ kind: fc.constant("write" as const), place, visibility, ...review }),
  fc.record({ kind: fc.constant("visibility" as const), pick: fc.nat(), visibility }),
  fc.record({ kind: fc.constant("edit" as const), pick: fc.nat(), ...review }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
);

async function ids(db: Database, table: typeof questions | typeof locationReviews): Promise<number[]> {
  return (await db.select({ id: table.id }).from(table)).map((row) => row.id);
}

describe("question counts", () => {
  it("equal the visible and unanswered questions per place and in all, after any writes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(questionWrite, { maxLength: 25 }), async (writes) => {
        const db = await alertTestDatabase();
        let n = 0;
        for (const write of writes) {
          const existing = await ids(db, questions);
          const id = existing.length ? existing["pick" in write ? write.pick % existing.length : 0]! : null;
          if (write.kind === "ask") {
            n += 1;
            await db.insert(questions).values({
              locationId: write.place,
              authorName: "A",
              title: `Question ${n}`,
              body: "",
              slug: `question-${n}`,
              answerCount: write.answers,
              visibility: write.visibility,
              createdAt: n,
              lastActivityAt: n,
            });
          } else if (id === null) continue;
          else if (write.kind === "visibility")
            await db.update(questions).set({ visibility: write.visibility }).where(eq(questions.id, id));
          else if (write.kind === "answers")
            await db.update(questions).set({ answerCount: write.answers }).where(eq(questions.id, id));
          else if (write.kind === "move")
            await db.update(questions).set({ locationId: write.place }).where(eq(questions.id, id));
          else await db.delete(questions).where(eq(questions.id, id));
        }
        const oracle = await db
          .select({
            locationId: questions.locationId,
            visible: sql<number>`count(*)`,
            unanswered: sql<number>`sum(${questions.answerCount} = 0)`,
          })
          .from(questions)
          .where(eq(questions.visibility, "visible"))
          .groupBy(questions.locationId);
        const counts = await db.select().from(questionCounts);
        const of = (locationId: number) => counts.find((row) => row.locationId === locationId);
        for (const locationId of placeIds) {
          const expected = oracle.find((row) => row.locationId === locationId);
          expect(of(locationId)?.visible ?? 0).toBe(expected?.visible ?? 0);
          expect(of(locationId)?.unanswered ?? 0).toBe(expected?.unanswered ?? 0);
        }
        expect(of(0)?.visible ?? 0).toBe(oracle.reduce((sum, row) => sum + row.visible, 0));
        expect(of(0)?.unanswered ?? 0).toBe(oracle.reduce((sum, row) => sum + row.unanswered, 0));
      }),
      { numRuns: 25 },
    );
  });
});

describe("review stats", () => {
  it("equal the sums over each place's visible reviews, with the place's region and state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(reviewWrite, { maxLength: 25 }), async (writes) => {
        const db = await alertTestDatabase();
        let n = 0;
        for (const write of writes) {
          const existing = await ids(db, locationReviews);
          const id = existing.length ? existing["pick" in write ? write.pick % existing.length : 0]! : null;
          const factors = "rating" in write && {
            rating: write.rating,
            safety: write.safety,
            transport: write.transport,
            schoolAccess: write.schoolAccess,
          };
          if (write.kind === "write") {
            n += 1;
            await db.insert(locationReviews).values({
              ...factors,
              locationId: write.place,
              memberId: `m${n}`,
              authorName: "A",
              reviewerKind: "local",
              rating: write.rating,
              loves: "The beach and the buses.",
              considerations: "",
              visibility: write.visibility,
              createdAt: n,
              updatedAt: n,
            });
          } else if (id === null) continue;
          else if (write.kind === "visibility")
            await db.update(locationReviews).set({ visibility: write.visibility }).where(eq(locationReviews.id, id));
          else if (write.kind === "edit" && factors)
            await db.update(locationReviews).set(factors).where(eq(locationReviews.id, id));
          else await db.delete(locationReviews).where(eq(locationReviews.id, id));
        }
        const visible = await db.select().from(locationReviews).where(eq(locationReviews.visibility, "visible"));
        const stats = await db.select().from(locationReviewStats);
        for (const locationId of placeIds) {
          const rows = visible.filter((row) => row.locationId === locationId);
          const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);
          const rated = (values: (number | null)[]) => values.filter((value) => value !== null).length;
          const row = stats.find((stat) => stat.locationId === locationId);
          expect(row?.reviewCount ?? 0).toBe(rows.length);
          expect(row?.ratingSum ?? 0).toBe(sum(rows.map((r) => r.rating)));
          expect(row?.safetySum ?? 0).toBe(sum(rows.map((r) => r.safety)));
          expect(row?.safetyCount ?? 0).toBe(rated(rows.map((r) => r.safety)));
          expect(row?.transportCount ?? 0).toBe(rated(rows.map((r) => r.transport)));
          expect(row?.schoolAccessSum ?? 0).toBe(sum(rows.map((r) => r.schoolAccess)));
          if (row) expect(row).toMatchObject({ regionId: PLACES.sydney.id, stateId: PLACES.nsw.id });
        }
      }),
      { numRuns: 25 },
    );
  });
});
