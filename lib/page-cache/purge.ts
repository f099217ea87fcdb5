/**
 * The edge page cache's purge, as the Worker entry hands it to the app: the content webhook
 * (app/api/content/webhook) runs inside Next, where the build id and cache keys are unknown, so
 * lib/worker/worker.ts puts this function on the env it renders with (PAGE_CACHE_PURGE).
 * `paths` are site paths ("/blog/some-post"); `origins` the site origins they are served on.
 * Resolves to how many stored copies were deleted.
 */
export type PageCachePurge = (paths: readonly string[], origins: readonly string[]) => Promise<number>;
