import { z } from "zod";
import { FEED_EMPTY, isGzip } from "../../feeds/feed-file";
import { fail, type Result } from "../result";
import type { ServiceContext } from "../context";
import { finishFeedRun, queueFeedRun } from "./feed-runs";

/*
 * Taking an agency's file in: it is kept (R2) before anything else, the run is recorded as queued
 * and one message goes to the feeds queue, whose consumer does the work (feed-run-processor.ts).
 * The upload answers as soon as the file is safe, whatever its size.
 */

/**
 * What the feeds queue carries: the run to process (from where it stopped, if it had begun) and
 * the site origin the file was posted to, whose stored pages the run's changes purge.
 */
export const feedRunMessageSchema = z
  .object({ kind: z.literal("feed-run"), runId: z.string().uuid(), origin: z.url() })
  .strict();
export type FeedRunMessage = z.infer<typeof feedRunMessageSchema>;

/** The stored files' bucket, as much of R2's binding as feeds use. */
export interface FeedFileStore {
  put(
    key: string,
    value: Uint8Array,
    options: { httpMetadata: { contentType: string }; customMetadata: Record<string, string> },
  ): Promise<unknown>;
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; customMetadata?: Record<string, string> } | null>;
}

export interface FeedRunQueue {
  send(message: FeedRunMessage): Promise<unknown>;
}

/** Where a run's file is kept: by day, so old files can be listed and expired together. */
export function feedFileKey(runId: string, receivedAt: number): string {
  return `feeds/${new Date(receivedAt).toISOString().slice(0, 10)}/${runId}.xml`;
}

const NOT_QUEUED = "The file was kept but could not be queued, so none of it was processed. Send it again.";
const STORAGE_DOWN =
  "We could not take the file just now (our storage did not answer). Nothing was changed; send it again in a minute.";

/**
 * Keeps the file, records the run as queued and queues it. The key is already verified; `bytes`
 * are the file as sent (gzip or not, at most MAX_FEED_BYTES).
 */
export async function acceptFeedUpload(
  ctx: ServiceContext,
  ports: { files: FeedFileStore; queue: FeedRunQueue },
  key: { keyId: string; officeIds: readonly number[] },
  bytes: Uint8Array,
  origin: string,
): Promise<Result<{ runId: string }>> {
  if (bytes.byteLength === 0) return fail("BAD_INPUT", FEED_EMPTY);
  const runId = crypto.randomUUID();
  const fileKey = feedFileKey(runId, ctx.now);
  try {
    await ports.files.put(fileKey, bytes, {
      httpMetadata: { contentType: "application/xml" },
      // Whether the bytes are gzip, so the consumer reads them back through a gunzip.
      customMetadata: { gzip: String(isGzip(bytes)), keyId: key.keyId },
    });
  } catch {
    return fail("UNAVAILABLE", STORAGE_DOWN);
  }
  await queueFeedRun(ctx, key, fileKey, runId);
  try {
    await ports.queue.send({ kind: "feed-run", runId, origin });
  } catch {
    // The file stays kept for replay; the run says it never went in, and the agency is told to resend.
    await finishFeedRun(ctx, runId, NOT_QUEUED);
    return fail("UNAVAILABLE", STORAGE_DOWN);
  }
  return { ok: true, runId };
}
