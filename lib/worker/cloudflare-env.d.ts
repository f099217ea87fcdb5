// Bindings declared in wrangler.toml, as the Worker sees them (getCloudflareContext().env).
interface CloudflareEnv {
  DB: D1Database;
  ASSETS: Fetcher;
  /** The location and settings cache (lib/cache); wrangler dev simulates it under .wrangler/state. */
  LOCATION_CACHE?: KVNamespace;
  /** Tracking events per client and minute (lib/tracking/rate-limit.ts); wrangler dev simulates it. */
  TRACKING_LIMITER?: RateLimit;
  /** Every agency feed file as it was sent, kept for audit and replay (lib/services/feeds/feed-upload.ts). */
  FEED_FILES?: R2Bucket;
  /** Feed runs to process; this Worker is also the consumer (lib/worker/worker.ts `queue`). */
  FEED_QUEUE?: Queue<import("../services/feeds/feed-upload").FeedRunMessage>;
  APP_NAME?: string;
  APP_ENV?: string;
  /** Optional vars and secrets that code outside Next (lib/worker/worker.ts) reads from env. */
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
  PAGE_FEATURES?: string;
  /** The error service's DSN (lib/observability/error-service.ts); a secret in production. */
  SENTRY_DSN?: string;
  APP_VERSION?: string;
  PAGE_EXPERIMENTS?: string;
}
