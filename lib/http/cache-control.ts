/**
 * Cache-Control per content kind, from settings (CACHE_CONTROL_<KIND>) with these defaults. Blog
 * pages and categories tell browsers to ask again every time (max-age=0) so a purge reaches
 * readers within seconds, and tell the edge how long a copy may be served (s-maxage): the edge page
 * cache keeps blog copies that long, because the content webhook purges them the moment they change.
 */
export const CONTENT_KINDS = ["blog", "category", "homepage", "api", "static"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const DEFAULT_CACHE_CONTROL: Readonly<Record<ContentKind, string>> = {
  blog: "public, max-age=0, must-revalidate, s-maxage=86400",
  category: "public, max-age=0, must-revalidate, s-maxage=3600",
  homepage: "public, max-age=0, must-revalidate, s-maxage=30",
  api: "no-store",
  static: "public, max-age=31536000, immutable",
};

export type CacheControlSettings = Partial<
  Record<
    | "CACHE_CONTROL_BLOG"
    | "CACHE_CONTROL_CATEGORY"
    | "CACHE_CONTROL_HOMEPAGE"
    | "CACHE_CONTROL_API"
    | "CACHE_CONTROL_STATIC",
    string | undefined
  >
>;

const SETTING_OF: Readonly<Record<ContentKind, keyof CacheControlSettings>> = {
  blog: "CACHE_CONTROL_BLOG",
  category: "CACHE_CONTROL_CATEGORY",
  homepage: "CACHE_CONTROL_HOMEPAGE",
  api: "CACHE_CONTROL_API",
  static: "CACHE_CONTROL_STATIC",
};

export function cacheControlFor(kind: ContentKind, settings: CacheControlSettings): string {
  const configured = settings[SETTING_OF[kind]]?.trim();
  return configured ? configured : DEFAULT_CACHE_CONTROL[kind];
}

/** What kind of content a path serves, or undefined for pages whose caching is decided elsewhere. */
export function contentKindOf(pathname: string): ContentKind | undefined {
  if (pathname === "/") return "homepage";
  // CMS images, served by the portal with the static kind's header (app/(site)/blog/media).
  if (pathname.startsWith("/blog/media/")) return "static";
  // An editor's draft preview is personal and never cached (Next's private header stays).
  if (pathname.startsWith("/blog/preview/")) return undefined;
  if (pathname.startsWith("/blog/category/")) return "category";
  if (pathname === "/blog" || pathname.startsWith("/blog/")) return "blog";
  if (pathname === "/graphql" || pathname.startsWith("/api/")) return "api";
  if (pathname.startsWith("/_next/static/")) return "static";
  return undefined;
}

/** What the Worker knows about a response when it decides its Cache-Control. */
export interface ServedResponse {
  pathname: string;
  method: string;
  status: number;
  /** The request carried a Cookie or Authorization header: the answer may be about that person. */
  hasCredentials: boolean;
  /** The Cache-Control the page or route set itself, if any. */
  ownCacheControl: string | null;
  /** The edge page cache shared this page (x-page-cache HIT, STALE or MISS): the same for every visitor. */
  sharedByPageCache: boolean;
}

const isPrivate = (cacheControl: string | null) => cacheControl !== null && /\bprivate\b/i.test(cacheControl);

/**
 * The Cache-Control a response leaves the Worker with, or undefined to keep its own. Only a
 * successful answer takes its kind's setting, and never where that could let a shared cache keep
 * something personal:
 * - blog and category pages: always (the same for everyone);
 * - the home page: only when the edge page cache shares it (no experiment on it; members get the
 *   same copy, rendered without their cookies); rendered for one visitor it keeps Next's private
 *   header;
 * - GET APIs (`/api/…`, `/graphql`): the setting for anonymous requests, unless the route marked its
 *   answer private; with no setting, a route's own header (the public API's reads) or the default; a request with a cookie or Authorization gets the route's own header, or
 *   `private, no-store` when it set none;
 * - static files set their own (the static kind) where they are served.
 */
export function cacheControlOfResponse(response: ServedResponse, settings: CacheControlSettings): string | undefined {
  const kind = contentKindOf(response.pathname);
  if (kind === undefined || kind === "static") return undefined;
  if (kind === "blog" || kind === "category")
    return response.status === 200 ? cacheControlFor(kind, settings) : undefined;
  if (kind === "homepage")
    return response.status === 200 && response.sharedByPageCache ? cacheControlFor(kind, settings) : undefined;
  if ((response.method !== "GET" && response.method !== "HEAD") || response.status < 200 || response.status > 299)
    return undefined;
  if (isPrivate(response.ownCacheControl)) return undefined;
  if (response.hasCredentials) return response.ownCacheControl ?? "private, no-store";
  // The public API's reads set their own shared lifetime (lib/http/route/answer-cache.ts); an operator's
  // explicit api setting still wins over it.
  if (response.ownCacheControl && !settings.CACHE_CONTROL_API?.trim()) return response.ownCacheControl;
  return cacheControlFor("api", settings);
}

/** The shared-cache lifetime a Cache-Control value grants (s-maxage, else max-age), in ms; 0 when none. */
export function sharedMaxAgeMs(cacheControl: string): number {
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (directives.some((d) => d === "no-store" || d === "private")) return 0;
  const read = (name: string) => {
    const directive = directives.find((d) => d.startsWith(`${name}=`));
    const seconds = directive ? Number(directive.slice(name.length + 1)) : NaN;
    return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
  };
  return read("s-maxage") ?? read("max-age") ?? 0;
}
