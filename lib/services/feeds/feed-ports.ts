import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import type { FeedFileStore, FeedRunQueue } from "./feed-upload";

/**
 * The feed upload's bindings as a route inside Next sees them: the bucket that keeps every file
 * (wrangler.toml [[r2_buckets]] FEED_FILES) and the queue whose consumer processes it
 * ([[queues.producers]] FEED_QUEUE). Undefined when this Worker was deployed without them.
 */
export function feedPorts(): { files: FeedFileStore; queue: FeedRunQueue } | undefined {
  const env = getCloudflareContext().env;
  if (!env.FEED_FILES || !env.FEED_QUEUE) return undefined;
  return { files: env.FEED_FILES as unknown as FeedFileStore, queue: env.FEED_QUEUE };
}
