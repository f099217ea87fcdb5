import { z } from "zod";
import {
  advanceWatermark,
  claimDigest,
  dueDigests,
  instantAlertsHolding,
  marketEventsAfter,
  MATCHER_WATERMARK,
  pruneMarketEvents,
  readWatermark,
  startWatermarkAtLatestEvent,
} from "../../db/queries/alerts/alert-delivery";
import { markListingsForFittingAlerts } from "../../db/queries/alerts/alert-matching";
import { prunePushes } from "../../db/queries/alerts/alert-pushes";
import { ALERT_FREQUENCIES } from "../../alerts/alert-rules";
import { nextDigestAt } from "../../alerts/alert-schedule";
import type { ServiceContext } from "../context";

/** Market events one tick hands on; a busier minute is finished by the next ticks. */
export const EVENTS_PER_TICK = 1000;
/** Listings per queue message: one consumer invocation matches this many. */
export const LISTINGS_PER_MESSAGE = 25;
/** Alerts per delivery message. */
export const ALERTS_PER_MESSAGE = 25;
/**
 * How long a market event is kept after the matcher has handed it on. Nothing reads it again (the
 * tick reads only past its watermark), so this is for people: a week answers "why was I not told
 * about this home?" and lets a watermark be set back to replay a few days' matches.
 */
export const MARKET_EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Events one tick prunes: more than a busy minute lists, so the log cannot grow, in one bounded statement. */
export const EVENTS_PRUNED_PER_TICK = 5000;
/** Due digests one tick claims. */
export const DIGESTS_PER_TICK = 500;

/** What travels through the alerts queue (checked on the way out of it). */
export const alertMessageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("match"), listingIds: z.array(z.number().int().positive()).min(1).max(100) }),
  z.object({ kind: z.literal("deliver"), alertIds: z.array(z.string().min(1).max(64)).min(1).max(100) }),
]);
export type AlertMessage = z.infer<typeof alertMessageSchema>;

/** The producer side: Cloudflare Queues' binding, or anything that takes a batch. */
export interface AlertQueue {
  sendBatch(messages: Iterable<{ body: AlertMessage }>): Promise<unknown>;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, n) => items.slice(n * size, n * size + size));

async function send(queue: AlertQueue, messages: AlertMessage[]) {
  // A queue batch holds at most 100 messages.
  for (const batch of chunks(messages, 100)) await queue.sendBatch(batch.map((body) => ({ body })));
}

/**
 * One cron tick: hands the market events since the watermark to the queue as match messages, then
 * moves the watermark on; and claims the digests that are due. Messages go out before the
 * watermark moves, so a failed tick is repeated by the next one (at least once); the consumer's
 * writes are all keyed, so a repeat sends nothing twice.
 */
export async function runAlertTick(ctx: ServiceContext, queue: AlertQueue) {
  let watermark = await readWatermark(ctx.db, MATCHER_WATERMARK);
  if (watermark === undefined) {
    await startWatermarkAtLatestEvent(ctx.db, MATCHER_WATERMARK);
    watermark = (await readWatermark(ctx.db, MATCHER_WATERMARK)) ?? 0;
  }
  const events = await marketEventsAfter(ctx.db, watermark, EVENTS_PER_TICK);
  const listingIds = [...new Set(events.map((event) => event.listingId))];
  await send(
    queue,
    chunks(listingIds, LISTINGS_PER_MESSAGE).map((ids) => ({ kind: "match", listingIds: ids })),
  );
  const last = events.at(-1)?.id;
  if (last !== undefined) await advanceWatermark(ctx.db, MATCHER_WATERMARK, watermark, last);
  // Only what this tick knows was handed on (the watermark it read, or the one it moved to).
  const pruned = await pruneMarketEvents(
    ctx.db,
    last ?? watermark,
    ctx.now - MARKET_EVENT_RETENTION_MS,
    EVENTS_PRUNED_PER_TICK,
  );
  // Notifications older than the same week: sent ones were kept only against a repeat delivery.
  await prunePushes(ctx.db, ctx.now - MARKET_EVENT_RETENTION_MS, EVENTS_PRUNED_PER_TICK);

  const claimed: string[] = [];
  for (const due of await dueDigests(ctx.db, ctx.now, DIGESTS_PER_TICK)) {
    const frequency = z.enum(ALERT_FREQUENCIES).parse(due.frequency);
    if (await claimDigest(ctx.db, due.id, due.nextDigestAt!, nextDigestAt(frequency, due.timeZone, ctx.now))) {
      claimed.push(due.id);
    }
  }
  await send(
    queue,
    chunks(claimed, ALERTS_PER_MESSAGE).map((ids) => ({ kind: "deliver", alertIds: ids })),
  );
  return { events: events.length, listings: listingIds.length, digests: claimed.length, pruned };
}

/**
 * A match message: each listing is recorded as new for every alert it fits (one INSERT … SELECT
 * for the whole message); instant alerts that hold any of these listings are handed on for
 * delivery. Recording is INSERT OR IGNORE and delivery skips what its log says was sent, so a
 * repeat adds nothing and mails nothing; a retry after a failure still hands the deliveries on.
 */
export async function matchListings(ctx: ServiceContext, listingIds: readonly number[], queue: AlertQueue) {
  const marked = await markListingsForFittingAlerts(ctx.db, listingIds, ctx.now);
  const instant = await instantAlertsHolding(ctx.db, listingIds);
  await send(
    queue,
    chunks(instant, ALERTS_PER_MESSAGE).map((ids) => ({ kind: "deliver", alertIds: ids })),
  );
  return { marked: marked.length, instant: instant.length };
}
