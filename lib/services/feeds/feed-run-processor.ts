import { countFeedRunItems, findFeedRun } from "../../db/queries/feeds/feed-runs";
import { placesOfListings } from "../../db/queries/feeds/feed-pages";
import { feedBytes, FeedFileError } from "../../feeds/feed-file";
import { FeedReadError, readPropertyList } from "../../feeds/reaxml-reader";
import type { FeedOutcome } from "../../db/schema";
import { locationSearchPaths, modesShowing } from "../../search/location-search-paths";
import type { ServiceContext } from "../context";
import { applyFeedListing, mapFeedEntry } from "./apply-listing";
import { finishFeedRun, startFeedRun } from "./feed-runs";
import type { FeedFileStore, FeedRunMessage, FeedRunQueue } from "./feed-upload";

/**
 * How many listings one queue message applies before handing the rest of the run to the next
 * message: each invocation stays well inside a consumer's CPU and wall time, and a crash loses at
 * most this slice (which is then applied again, each home found unchanged or finished).
 */
export const LISTINGS_PER_MESSAGE = 1_000;

/** Outcomes that change what visitors see (the others leave every page as it was). */
const VISIBLE: ReadonlySet<FeedOutcome> = new Set(["created", "updated", "sold", "leased", "withdrawn", "offmarket"]);

export interface FeedRunPorts {
  files: FeedFileStore;
  queue: FeedRunQueue;
  /** Drops the stored copies of these site paths (on this origin and the site's own). */
  purge(paths: readonly string[], origin: string): Promise<void>;
}

export interface FeedRunStep {
  status: "done" | "failed" | "continues" | "skipped";
  /** Listings applied by this step. */
  applied: number;
  /** Site paths of shared pages this step made stale and purged: the suburbs' search pages and the home page. */
  stalePaths: string[];
}

const MISSING_FILE = "The file of this run could not be found in storage, so it was not processed. Send it again.";

function failureOf(error: unknown): string | undefined {
  if (error instanceof FeedReadError || error instanceof FeedFileError) return error.message;
  return undefined;
}

/**
 * Processes a run from where it stands. A queued run's file is first read through once to check
 * it is well-formed XML (a fault fails the run with its line and column and writes nothing);
 * then listings are applied in file order, each with its report line in the same batch, so the
 * count of report lines is exactly where a run that was cut off resumes. Past
 * LISTINGS_PER_MESSAGE the rest is queued as a new message.
 */
export async function processFeedRun(
  ctx: ServiceContext,
  ports: FeedRunPorts,
  message: FeedRunMessage,
  { perMessage = LISTINGS_PER_MESSAGE }: { perMessage?: number } = {},
): Promise<FeedRunStep> {
  const { runId } = message;
  const run = await findFeedRun(ctx.db, runId);
  if (!run || run.status === "done" || run.status === "failed" || !run.rawKey)
    return { status: "skipped", applied: 0, stalePaths: [] };
  const open = async () => {
    const file = await ports.files.get(run.rawKey!);
    return file ? feedBytes(file.body, file.customMetadata?.gzip === "true") : undefined;
  };

  if (run.status === "queued") {
    const bytes = await open();
    if (!bytes) {
      await finishFeedRun(ctx, runId, MISSING_FILE);
      return { status: "failed", applied: 0, stalePaths: [] };
    }
    try {
      for await (const _listing of readPropertyList(bytes)) {
        // Reading only: the whole file must be well-formed before anything of it is applied.
      }
    } catch (error) {
      const failure = failureOf(error);
      if (failure === undefined) throw error;
      await finishFeedRun(ctx, runId, failure);
      return { status: "failed", applied: 0, stalePaths: [] };
    }
    await startFeedRun(ctx, runId);
  }

  const bytes = await open();
  if (!bytes) {
    await finishFeedRun(ctx, runId, MISSING_FILE);
    return { status: "failed", applied: 0, stalePaths: [] };
  }
  const scope = { id: runId, officeIds: JSON.parse(run.officeIds) as number[] };
  const alreadyApplied = await countFeedRunItems(ctx.db, runId);
  const changed: number[] = [];
  let index = 0;
  let applied = 0;
  let more = false;
  for await (const read of readPropertyList(bytes)) {
    if (index++ < alreadyApplied) continue;
    if (applied === perMessage) {
      more = true;
      break;
    }
    const outcome = await applyFeedListing(ctx, scope, await mapFeedEntry(ctx, read));
    applied += 1;
    if (outcome.listingId !== null && VISIBLE.has(outcome.outcome)) changed.push(outcome.listingId);
  }
  // The pages go before the run says done, so a report that reads done means visitors see it all.
  const places = await placesOfListings(ctx.db, changed);
  const stalePaths =
    places.length > 0
      ? [...new Set(["/", ...places.flatMap((place) => locationSearchPaths(place.slug, modesShowing(place.status)))])]
      : [];
  if (stalePaths.length > 0) await ports.purge(stalePaths, message.origin);
  if (more) await ports.queue.send(message);
  else await finishFeedRun(ctx, runId);
  return { status: more ? "continues" : "done", applied, stalePaths };
}
