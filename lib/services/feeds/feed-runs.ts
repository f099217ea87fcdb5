import {
  feedRunItemRows,
  findFeedRun,
  finishFeedRunRow,
  insertFeedRun,
  setFeedRunProcessing,
} from "../../db/queries/feeds/feed-runs";
import { FEED_OUTCOMES, type FeedOutcome } from "../../db/schema";
import type { FeedProblem } from "../../feeds/problems";
import { listingAddressesOf } from "../../db/queries/feeds/feed-pages";
import { listingPath, listingSlug } from "../../listings/listing-url";
import { fail, type Result } from "../result";
import type { ServiceContext } from "../context";
import type { FeedRunScope } from "./apply-listing";

/**
 * A feed upload's run: queued with the key's offices as they are now, processed listing by listing
 * (applyFeedListing writes each report line), then done with its counts, or failed as a whole.
 */
export async function queueFeedRun(
  ctx: ServiceContext,
  key: { keyId: string; officeIds: readonly number[] },
  /** The stored file's object key (R2), null for a run made from a file held in memory (tests). */
  rawKey: string | null,
  id: string = crypto.randomUUID(),
): Promise<FeedRunScope> {
  await insertFeedRun(ctx.db, {
    id,
    keyId: key.keyId,
    officeIds: JSON.stringify(key.officeIds),
    status: "queued",
    rawKey,
    createdAt: ctx.now,
  });
  return { id, officeIds: [...key.officeIds] };
}

export async function startFeedRun(ctx: ServiceContext, runId: string): Promise<void> {
  await setFeedRunProcessing(ctx.db, runId);
}

/** Done (counts from its report lines) or, with a reason, failed. */
export async function finishFeedRun(ctx: ServiceContext, runId: string, failure: string | null = null): Promise<void> {
  await finishFeedRunRow(ctx.db, runId, ctx.now, failure);
}

export interface FeedRunReport {
  id: string;
  status: "queued" | "processing" | "done" | "failed";
  createdAt: string;
  finishedAt: string | null;
  failure: string | null;
  counts: Record<FeedOutcome, number>;
  listings: {
    agentId: string | null;
    uniqueId: string | null;
    outcome: FeedOutcome;
    listingId: number | null;
    /** The listing's page while it is on the site. */
    url: string | null;
    problems: FeedProblem[];
  }[];
}

const NO_SUCH_RUN = "There is no run with this id for this feed key. Use the run id the upload answered with.";

/**
 * The processing report of a run, for the key that posted it (another key's run is not found).
 * Counts are the report lines' while the run is in progress, the stored totals once it is done.
 */
export async function feedRunReport(
  ctx: ServiceContext,
  keyId: string,
  runId: string,
  siteOrigin: string,
): Promise<Result<{ report: FeedRunReport }>> {
  const run = await findFeedRun(ctx.db, runId);
  if (!run || run.keyId !== keyId) return fail("NOT_FOUND", NO_SUCH_RUN);
  const items = await feedRunItemRows(ctx.db, runId);
  const listingIds = [...new Set(items.flatMap((item) => (item.listingId === null ? [] : [item.listingId])))];
  const paths = new Map(
    (await listingAddressesOf(ctx.db, listingIds)).map((row) => [row.id, listingPath(listingSlug(row), row.id)]),
  );
  const counted = run.status === "done";
  return {
    ok: true,
    report: {
      id: run.id,
      status: run.status,
      createdAt: new Date(run.createdAt).toISOString(),
      finishedAt: run.finishedAt === null ? null : new Date(run.finishedAt).toISOString(),
      failure: run.failure,
      counts: Object.fromEntries(
        FEED_OUTCOMES.map((outcome) => [
          outcome,
          counted ? run[outcome] : items.filter((item) => item.outcome === outcome).length,
        ]),
      ) as Record<FeedOutcome, number>,
      listings: items.map((item) => {
        const path = item.listingId === null ? undefined : paths.get(item.listingId);
        return {
          agentId: item.agentId,
          uniqueId: item.uniqueId,
          outcome: item.outcome,
          listingId: item.listingId,
          url: path ? new URL(path, siteOrigin).toString() : null,
          problems: JSON.parse(item.problems) as FeedProblem[],
        };
      }),
    },
  };
}
