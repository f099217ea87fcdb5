import { agencyPageOf } from "@/lib/agents/agent-urls";
import { sharedAppraisalPath } from "@/lib/agents/appraisal-urls";
import { sharedBlogPath } from "@/lib/blog/blog-urls";
import { cookieNames } from "@/lib/auth/cookies";
import { SESSION_ENDED_COOKIE } from "@/lib/auth/session-ended-cookie";
import { hashKey } from "@/lib/cache/bucket-cache";
import { EXPERIMENTS_COOKIE } from "@/lib/experiments/assignment";
import { targetMatches, type RunningExperiment } from "@/lib/experiments/experiment";
import { propertyTypeBySlug } from "@/lib/listings/property-types";
import { sharedLocationPath } from "@/lib/locations/location-urls";
import { sharedSchoolPath } from "@/lib/locations/school-urls";
import { isRankingsPath, sharedRankingsPath } from "@/lib/locations/market-ranking-urls";
import { parseSearchUrl } from "@/lib/search/parse-search-url";
import { resultsViewOf, withResultsView } from "@/lib/search/results-view";

/**
 * The edge page cache (docs/page-cache.md): the home page, search results, blog and where-to-live
 * pages, rendered without a session, are kept at the edge and served to the next visitor, signed
 * in or not, as a CDN would, so the first byte does not wait for Next's render. Pure rules here; the Cache API calls are in
 * edge-page-cache.ts.
 *
 * Fresh for 30 s (a new or changed listing reaches anonymous searches within half a minute), then
 * served stale for up to 5 minutes while one background render refreshes it.
 */
export const PAGE_CACHE_FRESH_MS = 30_000;
export const PAGE_CACHE_STALE_MS = 300_000;

/** On every response the cache saw: HIT, STALE (served, refreshing), MISS (rendered, stored) or BYPASS. */
export const PAGE_CACHE_HEADER = "x-page-cache";

export type Freshness = "fresh" | "stale" | "expired";

/** How long a stored copy is fresh, and until when it may still be served while it refreshes. */
export interface FreshnessWindow {
  freshMs: number;
  staleMs: number;
}

export const DEFAULT_FRESHNESS: FreshnessWindow = { freshMs: PAGE_CACHE_FRESH_MS, staleMs: PAGE_CACHE_STALE_MS };

/**
 * Blog pages are purged by the content webhook the moment they change, so their copies may live
 * as long as their content kind's Cache-Control grants the edge (s-maxage), then refresh in the
 * background like any other page.
 */
export function purgedPageFreshness(sharedMaxAgeMs: number): FreshnessWindow {
  const freshMs = Math.max(PAGE_CACHE_FRESH_MS, sharedMaxAgeMs);
  return { freshMs, staleMs: freshMs + PAGE_CACHE_STALE_MS };
}

export function freshnessOf(storedAt: number, now: number, window: FreshnessWindow = DEFAULT_FRESHNESS): Freshness {
  const age = now - storedAt;
  if (!Number.isFinite(age) || age < 0) return "expired";
  if (age < window.freshMs) return "fresh";
  return age < window.staleMs ? "stale" : "expired";
}

export interface PageRequest {
  url: URL;
  headers: Headers;
}

/** Cookie names in a Cookie header (values are not needed to decide). */
function cookieNamesOf(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((pair) => pair.split("=", 1)[0]?.trim() ?? "")
    .filter((name) => name !== "");
}

/**
 * The URL a shared page is kept under, or undefined when the request is never shared. Only
 * full-page GETs of the home page and of canonical search URLs are shared (non-canonical search
 * URLs redirect). Their personal parts (the member menu, saved hearts, save-search state,
 * recently viewed) render in the browser, so their HTML is the same for every visitor.
 *
 * The URL is normalised to what the page renders from: the canonical search URL (known
 * parameters only, in canonical order) plus the list/map choice; the home page reads no query at
 * all. Parameters the page ignores (utm tags, a random `?x=123`) would otherwise each make a new
 * entry, so anyone could flood the cache and push real pages out.
 */
export function sharedPageUrl(method: string, url: URL): URL | undefined {
  if (method !== "GET") return undefined;
  if (url.pathname === "/") return new URL("/", url.origin);
  // Blog pages and feeds (lib/blog/blog-urls.ts): the same for every visitor, purged when a post changes.
  if (url.pathname === "/blog" || url.pathname.startsWith("/blog/")) {
    const blog = sharedBlogPath(url);
    return blog === undefined ? undefined : new URL(blog, url.origin);
  }
  // Where-to-live pages (lib/locations/location-urls.ts): the same for every visitor.
  if (url.pathname === "/locations" || url.pathname.startsWith("/locations/")) {
    // Market rankings keep a best-value page's question (lib/locations/market-ranking-urls.ts).
    const location =
      sharedRankingsPath(url) ??
      (isRankingsPath(url.pathname)
        ? undefined
        : sharedLocationPath(url, (slug) => propertyTypeBySlug(slug) !== undefined));
    return location === undefined ? undefined : new URL(location, url.origin);
  }
  // Agent, office and company pages (lib/agents/agent-urls.ts) read no query: following and
  // anything else personal is asked from the browser.
  if (agencyPageOf(url.pathname)) return new URL(url.pathname, url.origin);
  // A school's page reads no query and holds nothing personal (lib/locations/school-urls.ts).
  const school = sharedSchoolPath(url.pathname);
  if (school !== undefined) return new URL(school, url.origin);
  // The appraisal page by suburb: its request form is filled in the browser (lib/agents/appraisal-urls.ts).
  const appraisal = sharedAppraisalPath(url);
  if (appraisal !== undefined) return new URL(appraisal, url.origin);
  const parsed = parseSearchUrl(url.pathname + url.search);
  if (!parsed.ok || !parsed.isCanonical) return undefined;
  return new URL(withResultsView(parsed.canonicalUrl, resultsViewOf(url.searchParams)), url.origin);
}

/**
 * Cookies that never change a shared page's HTML: the experiment cookie (only untargeted
 * experiments can apply to a shared URL, and those only switch features in the browser) and the
 * session cookies. Shared pages read no session while rendering: the member menu, saved hearts,
 * save-search state and recently viewed fill in in the browser, so a member gets the visitors'
 * copy. The staff cookie is one of them: only /admin and /api/admin read it, never a shared page,
 * so staff browsing the site get the shared copy too. Any other cookie (a sign-in in progress, one
 * we do not know) still renders the page for the visitor.
 */
function sharedPageCookies(url: URL): Set<string> {
  const names = cookieNames(url);
  return new Set([EXPERIMENTS_COOKIE, names.access, names.auth, names.signedIn, names.staff, SESSION_ENDED_COOKIE]);
}

/**
 * Why this candidate must be rendered for itself, or undefined when a shared copy may answer it.
 * A cookie outside sharedPageCookies means an admin or a flow in progress, whose pages may differ
 * per visitor; a running experiment that applies to the URL needs middleware to assign the
 * visitor before the page renders.
 */
export function bypassReason(request: PageRequest, experiments: readonly RunningExperiment[]): string | undefined {
  // Client-side navigations and prefetches ask for the RSC payload, not the HTML document.
  if (
    request.headers.has("rsc") ||
    request.headers.has("next-router-state-tree") ||
    request.url.searchParams.has("_rsc")
  )
    return "rsc";
  const shareable = sharedPageCookies(request.url);
  if (cookieNamesOf(request.headers.get("cookie")).some((name) => !shareable.has(name))) return "cookie";
  const path = request.url.pathname + request.url.search;
  if (experiments.some((experiment) => targetMatches(experiment.targetUrl, path))) return "experiment";
  return undefined;
}

/**
 * The Cookie header a shared page is rendered with: the experiment cookie alone. A member's
 * session cookies never reach the render of a copy others will get, so the stored page cannot
 * hold their name or saved homes, and middleware has no session to refresh (no Set-Cookie: the
 * browser refreshes its own session through the auth API).
 */
export function sharedRenderCookie(header: string | null): string | undefined {
  if (!header) return undefined;
  const kept = header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.split("=", 1)[0]?.trim() === EXPERIMENTS_COOKIE);
  return kept.length > 0 ? kept.join("; ") : undefined;
}

/**
 * What else the HTML depends on: the build (its script and style URLs), and the flags and
 * experiments it rendered with. A flag flipped in /admin changes the key at once, so cached pages
 * never lag the settings.
 */
export interface PageCacheVersion {
  buildId: string;
  settings: unknown;
  environmentFlags: string;
}

/** `url` is the shared page's normalised URL (`sharedPageUrl`). */
export function pageCacheKey(url: URL, version: PageCacheVersion): string {
  const settings = hashKey(JSON.stringify(version.settings) + version.environmentFlags).toString(36);
  const key = new URL(url.pathname + url.search, url.origin);
  key.searchParams.set("__page_cache", `${version.buildId}.${settings}`);
  return key.toString();
}

/** The response header Cloudflare reads a stored copy's purge tags from. */
export const CACHE_TAG_HEADER = "cache-tag";
/** Cloudflare's limit for one tag; a longer page address is tagged by its hash instead. */
const MAX_TAG_LENGTH = 1024;

/**
 * The purge tag of a shared page: its host and normalised path, with no build id or settings
 * hash. The key (`pageCacheKey`) changes with every deploy and flag, so a purge by URL could only
 * name the copies of the current version in the data centre that computes it; a tag names the
 * page's copies under every key in every data centre, which is what Cloudflare's purge by tag
 * drops (docs/page-cache.md, "Purging in production"). Tags are case-insensitive and printable
 * ASCII without spaces, which a URL's host and encoded path already are.
 */
export function pageCacheTag(shared: URL): string {
  const tag = `page:${shared.host}${shared.pathname}${shared.search}`.toLowerCase();
  return tag.length <= MAX_TAG_LENGTH ? tag : `page:${shared.host}#${hashKey(tag).toString(36)}`.toLowerCase();
}

/** Shared documents: HTML pages, and the blog's feeds and sitemap (XML). */
const STORABLE_TYPES = /^(text\/html|application\/(rss\+|atom\+)?xml|text\/xml)\b/;

/** A rendered page worth sharing: a complete 200 HTML (or feed) document that sets no cookie. */
export function isStorable(status: number, headers: Headers): boolean {
  return status === 200 && !headers.has("set-cookie") && STORABLE_TYPES.test(headers.get("content-type") ?? "");
}
