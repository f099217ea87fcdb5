import {
  feedRunItemRows,
  findFeedRun,
  finishFeedRunRow,
  insertFeedRun,
  setFeedRunProcessing,
} from "../../db/queries/feeds/feed-runs";
import { FEED_OUTCOMES, type FeedOutcome } from "../../db/schema";
import type { FeedProblem } from "../../feeds/problems";
import type { ServiceContext } from "../context";
import type { FeedRunScope } from "./apply-listing";

/**
 * A feed upload's run: queued with the key's offices as they are now, processed listing by listing
 * (applyFeedListing writes each report line), then done with its counts, or failed as a whole.
 */
export async function queueFeedRun(
  ctx: ServiceContext,
  key: { keyId: string; officeIds: readonly number[] },
  rawKey: string | null,
): Promise<FeedRunScope> {
  const id = crypto.randomUUID();
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
  failure: string | null;
  counts: Record<FeedOutcome, number>;
  listings: {
    agentId: string | null;
    uniqueId: string | null;
    outcome: FeedOutcome;
    listingId: number | null;
    problems: FeedProblem[];
  }[];
}

/** The processing report of a run, for the key that posted it; null when it is not that key's. */
export async function feedRunReport(ctx: ServiceContext, keyId: string, runId: string): Promise<FeedRunReport | null> {
  const run = await findFeedRun(ctx.db, runId);
  if (!run || run.keyId !== keyId) return null;
  const items = await feedRunItemRows(ctx.db, runId);
  return {
    id: run.id,
    status: run.status,
    failure: run.failure,
    counts: Object.fromEntries(FEED_OUTCOMES.map((outcome) => [outcome, run[outcome]])) as Record<FeedOutcome, number>,
    listings: items.map((item) => ({
      agentId: item.agentId,
      uniqueId: item.uniqueId,
      outcome: item.outcome,
      listingId: item.listingId,
      problems: JSON.parse(item.problems) as FeedProblem[],
    })),
  };
}
