import { reportUnexpected } from "../../observability/log";
import type { QueueMessageLike } from "../alerts/alert-queue-consumer";
import type { ServiceContext } from "../context";
import { processFeedRun, type FeedRunPorts } from "./feed-run-processor";
import { feedRunMessageSchema } from "./feed-upload";

/**
 * The feeds queue's consumer. A malformed message (a bug of ours) is reported and dropped; a run
 * whose step throws is retried by Queues (up to max_retries): it resumes after its last report
 * line, so nothing is applied twice.
 */
export async function consumeFeedMessages(
  ctx: ServiceContext,
  batch: { readonly messages: readonly QueueMessageLike[] },
  ports: FeedRunPorts,
): Promise<{ handled: number; retried: number; dropped: number }> {
  let handled = 0;
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
      await processFeedRun(ctx, ports, parsed.data);
      message.ack();
      handled += 1;
    } catch (error) {
      reportUnexpected("feeds queue: a run step failed, retrying", error, { messageId: message.id });
      message.retry();
      retried += 1;
    }
  }
  return { handled, retried, dropped };
}
