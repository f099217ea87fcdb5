import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { feedRunItems, feedRuns } from "../../schema";

export type FeedRunRow = typeof feedRuns.$inferSelect;
export type FeedRunItemRow = typeof feedRunItems.$inferSelect;
export type NewFeedRunItem = typeof feedRunItems.$inferInsert;

export async function insertFeedRun(db: Database, row: typeof feedRuns.$inferInsert): Promise<void> {
  await db.insert(feedRuns).values(row);
}

export async function findFeedRun(db: Database, id: string): Promise<FeedRunRow | undefined> {
  return db.select().from(feedRuns).where(eq(feedRuns.id, id)).get();
}

export async function setFeedRunProcessing(db: Database, id: string): Promise<void> {
  await db.update(feedRuns).set({ status: "processing" }).where(eq(feedRuns.id, id));
}

/** The outcome count of one run, as a correlated subquery over its items. */
function countOf(outcome: FeedRunItemRow["outcome"]) {
  return sql<number>`(SELECT count(*) FROM ${feedRunItems} WHERE ${feedRunItems.runId} = ${feedRuns.id} AND ${feedRunItems.outcome} = ${outcome})`;
}

/** Ends a run: done with its counts taken from its items, or failed with the reason (and no counts). */
export async function finishFeedRunRow(db: Database, id: string, at: number, failure: string | null): Promise<void> {
  await db
    .update(feedRuns)
    .set(
      failure === null
        ? {
            status: "done",
            finishedAt: at,
            created: countOf("created"),
            updated: countOf("updated"),
            unchanged: countOf("unchanged"),
            sold: countOf("sold"),
            leased: countOf("leased"),
            withdrawn: countOf("withdrawn"),
            offmarket: countOf("offmarket"),
            rejected: countOf("rejected"),
          }
        : { status: "failed", finishedAt: at, failure },
    )
    .where(eq(feedRuns.id, id));
}

export async function feedRunItemRows(db: Database, runId: string): Promise<FeedRunItemRow[]> {
  return db.select().from(feedRunItems).where(eq(feedRunItems.runId, runId)).orderBy(asc(feedRunItems.id));
}

export async function insertFeedRunItem(db: Database, item: NewFeedRunItem): Promise<void> {
  await db.insert(feedRunItems).values(item);
}

/** How many listings of a run have their report line: where a run that was cut off resumes. */
export async function countFeedRunItems(db: Database, runId: string): Promise<number> {
  const row = await db
    .select({ count: sql<number>`count(*)` })
    .from(feedRunItems)
    .where(eq(feedRunItems.runId, runId))
    .get();
  return row?.count ?? 0;
}
