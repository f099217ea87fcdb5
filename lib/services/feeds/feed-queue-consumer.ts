import { reportUnexpected } from "../../observability/log";
import type { QueueMessageLike } from "../alerts/alert-queue-consumer";
import type { ServiceContext } from "../context";
import { processFeedRun } from "./feed-run-processor";
import { feedRunMessageSchema, type FeedFileStore, type FeedRunQueue } from "./feed-upload";

/** Pages a batch made stale, by the site origin their files were posted to. */
export type StalePages = Map<string, Set<string>>;

/**
 * The feeds queue's consumer. A malformed message (a bug of ours) is reported and dropped; a run
 * whose step throws is retried by Queues (up to max_retries): it resumes after its last report
 * line, so nothing is applied twice. Returns the pages the applied changes made stale, for the
 * Worker entry to purge.
 */
export async function consumeFeedMessages(
  ctx: ServiceContext,
  batch: { readonly messages: readonly QueueMessageLike[] },
  ports: { files: FeedFileStore; queue: FeedRunQueue },
): Promise<{ stale: StalePages; retried: number; dropped: number }> {
  const stale: StalePages = new Map();
  let retried = 0;
  let dropped = 0;
  for (const message of batch.messages) {
    const parsed = feedRunMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      reportUnexpected("feeds queue: dropped a malformed message", new Error("Malformed feeds queue message"), {
        messageId: message.id,
      });
      message.ack();
      dropped += 1;
      continue;
    }
    try {
      const step = await processFeedRun(ctx, ports, parsed.data);
      const paths = stale.get(parsed.data.origin) ?? new Set<string>();
      for (const path of step.stalePaths) paths.add(path);
      stale.set(parsed.data.origin, paths);
      message.ack();
    } catch (error) {
      reportUnexpected("feeds queue: a run step failed, retrying", error, { messageId: message.id });
      message.retry();
      retried += 1;
    }
  }
  return { stale, retried, dropped };
}
