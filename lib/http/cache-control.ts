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
  if (pathname.startsWith("/blog/category/")) return "category";
  if (pathname === "/blog" || pathname.startsWith("/blog/")) return "blog";
  if (pathname === "/graphql" || pathname.startsWith("/api/")) return "api";
  if (pathname.startsWith("/_next/static/")) return "static";
  return undefined;
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
