import type { PlatformSettings } from "@/lib/services/platform/settings";
import {
  bypassReason,
  CACHE_TAG_HEADER,
  DEFAULT_FRESHNESS,
  type FreshnessWindow,
  freshnessOf,
  isStorable,
  PAGE_CACHE_HEADER,
  PAGE_CACHE_STALE_MS,
  pageCacheKey,
  pageCacheTag,
  sharedPageUrl,
  sharedRenderCookie,
} from "./policy";
import { log } from "@/lib/observability/log";

/** Kept on the stored copy only: when it was rendered, and the Cache-Control the visitor gets. */
const STORED_AT_HEADER = "x-page-cache-stored-at";
const VISITOR_CACHE_CONTROL_HEADER = "x-page-cache-visitor-cache-control";

export interface EdgePageCache {
  /** caches.default at the edge; wrangler dev simulates it. */
  cache: Cache;
  now: () => number;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Renders the request with the whole app (middleware and Next). */
  render: (request: Request) => Promise<Response>;
  /** Flags and running experiments; undefined when they cannot be read (then nothing is shared). */
  settings: () => Promise<PlatformSettings | undefined>;
  buildId: string;
  /** Flag settings fixed by the Worker's environment (PAGE_FEATURES, PAGE_EXPERIMENTS). */
  environmentFlags: string;
  /** How long the copy of a shared URL stays fresh; the default window when absent. */
  freshnessFor?: (shared: URL) => FreshnessWindow | undefined;
}

/** Background refreshes under way in this isolate, so a stale page is re-rendered once, not per visitor. */
const refreshing = new Set<string>();

/** The response as rendered (or with `body` instead of its own), saying what the cache did. */
function withCacheState(
  response: Response,
  state: "MISS" | "BYPASS",
  body: ReadableStream | null = response.body,
): Response {
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, state);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The copy the cache keeps: no cookie, cacheable for the stale window, stamped with its time and
 * tagged with its page, so Cloudflare's purge by tag reaches it in every data centre.
 */
function storedCopy(
  body: ReadableStream | null,
  response: Response,
  storedAt: number,
  tag: string,
  keepMs: number = PAGE_CACHE_STALE_MS,
): Response {
  const headers = new Headers(response.headers);
  headers.set(CACHE_TAG_HEADER, tag);
  headers.set(VISITOR_CACHE_CONTROL_HEADER, response.headers.get("cache-control") ?? "private, no-store");
  headers.set("cache-control", `public, max-age=${Math.ceil(keepMs / 1000)}`);
  headers.set(STORED_AT_HEADER, String(storedAt));
  headers.delete(PAGE_CACHE_HEADER);
  return new Response(body, { status: response.status, headers });
}

/** The visitor's response from a stored copy: the page's own Cache-Control, its age, HIT or STALE. */
function servedCopy(stored: Response, state: "HIT" | "STALE", ageMs: number): Response {
  const headers = new Headers(stored.headers);
  headers.set("cache-control", stored.headers.get(VISITOR_CACHE_CONTROL_HEADER) ?? "private, no-store");
  headers.delete(VISITOR_CACHE_CONTROL_HEADER);
  headers.delete(STORED_AT_HEADER);
  headers.delete(CACHE_TAG_HEADER);
  headers.set("age", String(Math.max(0, Math.floor(ageMs / 1000))));
  headers.set(PAGE_CACHE_HEADER, state);
  return new Response(stored.body, { status: stored.status, headers });
}

/** Renders, answers the visitor as the page streams, and stores a copy once the page is complete. */
async function renderAndStore(
  request: Request,
  key: string,
  tag: string,
  deps: EdgePageCache,
  window: FreshnessWindow = DEFAULT_FRESHNESS,
): Promise<Response> {
  const response = await deps.render(request);
  if (!isStorable(response.status, response.headers) || !response.body) return withCacheState(response, "BYPASS");
  const [forVisitor, forCache] = response.body.tee();
  deps.waitUntil(
    deps.cache.put(key, storedCopy(forCache, response, deps.now(), tag, window.staleMs)).catch((error: unknown) => {
      log.warn("page cache: could not store", { key, error });
    }),
  );
  return withCacheState(response, "MISS", forVisitor);
}

function refreshInBackground(
  request: Request,
  key: string,
  tag: string,
  deps: EdgePageCache,
  window: FreshnessWindow,
): void {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  const refresh = (async () => {
    const response = await renderAndStore(
      new Request(request.url, { method: "GET", headers: request.headers }),
      key,
      tag,
      deps,
      window,
    );
    await response.body?.pipeTo(new WritableStream()); // nobody reads this copy; let the page finish
  })()
    .catch((error: unknown) => log.warn("page cache: refresh failed", { key, error }))
    .finally(() => refreshing.delete(key));
  deps.waitUntil(refresh);
}

/**
 * Answers a request from the edge page cache when the policy allows (policy.ts), else renders it.
 * A cache that fails to answer never fails the page: it renders as if there were no cache.
 */
export async function servePage(request: Request, deps: EdgePageCache): Promise<Response> {
  const url = new URL(request.url);
  const shared = sharedPageUrl(request.method, url);
  if (!shared) return deps.render(request);
  const settings = await deps.settings().catch(() => undefined);
  const reason = settings ? bypassReason({ url, headers: request.headers }, settings.experiments) : "settings";
  if (reason || !settings) return withCacheState(await deps.render(request), "BYPASS");

  const toRender = sharedRender(request, shared);
  const key = pageCacheKey(shared, versionOf(settings, deps));
  const tag = pageCacheTag(shared);
  const window = deps.freshnessFor?.(shared) ?? DEFAULT_FRESHNESS;
  const stored = await deps.cache.match(key).catch((error: unknown) => {
    log.warn("page cache: lookup failed", { error });
    return undefined;
  });
  if (stored) {
    const storedAt = Number(stored.headers.get(STORED_AT_HEADER));
    const freshness = freshnessOf(storedAt, deps.now(), window);
    if (freshness === "fresh") return servedCopy(stored, "HIT", deps.now() - storedAt);
    if (freshness === "stale") {
      refreshInBackground(toRender, key, tag, deps, window);
      return servedCopy(stored, "STALE", deps.now() - storedAt);
    }
    await stored.body?.cancel();
  }
  return renderAndStore(toRender, key, tag, deps, window);
}

/**
 * What a shared copy is rendered from: the normalised URL, so the stored page is the same whichever
 * visitor's extra parameters happened to render it first, and no session cookie (policy.ts
 * sharedRenderCookie), so a member's request renders the visitors' page and stores nothing of theirs.
 */
function sharedRender(request: Request, shared: URL): Request {
  const headers = new Headers(request.headers);
  const cookie = sharedRenderCookie(headers.get("cookie"));
  if (cookie) headers.set("cookie", cookie);
  else headers.delete("cookie");
  return new Request(shared, { method: request.method, headers, signal: request.signal });
}

function versionOf(settings: PlatformSettings, deps: Pick<EdgePageCache, "buildId" | "environmentFlags">) {
  return {
    buildId: deps.buildId,
    settings: { flags: settings.flags, experiments: settings.experiments },
    environmentFlags: deps.environmentFlags,
  };
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
/** Whether a host name is this machine's (a local server answers to all of them). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_NAMES.includes(hostname);
}

/** Cache deletes in flight at once during a purge. */
const PURGE_CONCURRENCY = 50;

/**
 * A local server is one site under every loopback name, and copies are keyed by the name each
 * visitor used (the app itself may see another), so a local purge covers them all. A real host
 * name stays itself.
 */
function withLoopbackNames(origin: string): string[] {
  const url = new URL(origin);
  if (!isLoopbackHost(url.hostname)) return [url.origin];
  return LOOPBACK_NAMES.map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ""}`);
}

/**
 * Deletes the stored copies of these paths (as shared URLs on each origin) under the current
 * build and settings, the only key a visitor's request can look up. Returns how many copies were
 * there. The Cache API deletes in this data centre only: in production the content webhook also
 * purges the pages' tags through Cloudflare (cdn-purge.ts). Used by the content webhook
 * (lib/page-cache/purge.ts).
 */
export async function purgeSharedPages(
  paths: readonly string[],
  origins: readonly string[],
  deps: Pick<EdgePageCache, "cache" | "settings" | "buildId" | "environmentFlags">,
): Promise<number> {
  const settings = await deps.settings().catch((error: unknown) => {
    log.warn("page cache: settings unreadable, nothing purged", { error });
    return undefined;
  });
  if (!settings) return 0;
  const version = versionOf(settings, deps);
  const keys = [...new Set(origins.flatMap(withLoopbackNames))].flatMap((origin) =>
    paths.flatMap((path) => {
      const shared = sharedPageUrl("GET", new URL(path, origin));
      return shared ? [pageCacheKey(shared, version)] : [];
    }),
  );
  // A feed run can make thousands of pages stale: deleted a bounded number at a time, so the
  // Worker never holds thousands of pending requests at once.
  let deleted = 0;
  for (let start = 0; start < keys.length; start += PURGE_CONCURRENCY) {
    const answers = await Promise.all(
      keys.slice(start, start + PURGE_CONCURRENCY).map((key) =>
        deps.cache.delete(key).catch((error: unknown) => {
          log.warn("page cache: could not purge", { key, error });
          return false;
        }),
      ),
    );
    deleted += answers.filter(Boolean).length;
  }
  return deleted;
}
