import { alertMailConfig } from "./alert-mail-config";
import { deliverAlert } from "./delivery";
import { alertMessageSchema, matchListings, type AlertQueue } from "./matcher";
import type { ServiceContext } from "../context";
import { reportUnexpected } from "../../observability/log";

/** What the consumer needs of a Cloudflare Queues message and batch. */
export interface QueueMessageLike {
  readonly id: string;
  readonly body: unknown;
  ack(): void;
  retry(): void;
}

/**
 * The alerts queue's consumer. Each message is checked against its schema (a malformed one is
 * acknowledged and logged: retrying cannot fix it), then handled on its own: a failure retries
 * that message only (Queues redelivers it, up to max_retries), and every write the handlers make
 * is keyed, so a message that arrives twice records and mails nothing twice.
 */
export async function consumeAlertMessages(
  ctx: ServiceContext,
  batch: { readonly messages: readonly QueueMessageLike[] },
  queue: AlertQueue,
): Promise<{ handled: number; retried: number; dropped: number }> {
  const config = alertMailConfig();
  let handled = 0;
  let retried = 0;
  let dropped = 0;
  for (const message of batch.messages) {
    const parsed = alertMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      // Our own producers wrote it, so a malformed message is a bug: reported, then dropped (retrying cannot fix it).
      reportUnexpected("alerts queue: dropped a malformed message", new Error("Malformed alerts queue message"), {
        messageId: message.id,
        issues: parsed.error.issues.map((issue) => issue.message),
      });
      message.ack();
      dropped += 1;
      continue;
    }
    try {
      if (parsed.data.kind === "match") await matchListings(ctx, parsed.data.listingIds, queue);
      else for (const alertId of parsed.data.alertIds) await deliverAlert(ctx, alertId, config);
      message.ack();
      handled += 1;
    } catch (error) {
      reportUnexpected("alerts queue: a message failed, retrying", error, { messageId: message.id });
      message.retry();
      retried += 1;
    }
  }
  return { handled, retried, dropped };
}
