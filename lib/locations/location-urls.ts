/**
 * Where-to-live addresses: the index `/locations` (its tabs by `?tab=`) and one page per place,
 * `/locations/{slug}`. Shared by the pages, middleware's redirects and the edge page cache, which
 * keeps these pages for every visitor without a session (they show nothing personal) under the
 * address normalised by `sharedLocationPath`.
 */
export const LOCATIONS_PATH = "/locations";

/** The index's tabs in the order shown; the first is the default and has no `?tab=`. */
export const LOCATION_INDEX_TABS = ["popular", "regions", "suburbs", "streets"] as const;
export type LocationIndexTab = (typeof LOCATION_INDEX_TABS)[number];

export function isLocationIndexTab(value: unknown): value is LocationIndexTab {
  return typeof value === "string" && (LOCATION_INDEX_TABS as readonly string[]).includes(value);
}

/** A location's slug as the page accepts it (lowercase words and digits joined by hyphens). */
export const LOCATION_SLUG = /^[a-z0-9-]{1,120}$/;

export const locationPath = (slug: string) => `${LOCATIONS_PATH}/${slug}`;

/**
 * A suburb page's market trend for one property type: `?trend=houses` (the property type's search
 * slug); without it, all types. The choice is a plain link, so each chart is rendered on the
 * server and has its own address.
 */
export const TREND_PARAM = "trend";

export function locationTrendPath(slug: string, propertyTypeSlug?: string): string {
  const path = locationPath(slug);
  return `${propertyTypeSlug ? `${path}?${TREND_PARAM}=${propertyTypeSlug}` : path}#market-trends`;
}

export const locationIndexPath = (tab: LocationIndexTab = "popular") =>
  tab === "popular" ? LOCATIONS_PATH : `${LOCATIONS_PATH}?tab=${tab}`;

/**
 * The address a location page is shared under, or undefined when it is not a location page. Only
 * what the page reads survives (the index's tab; a place page's trend type when `isTrendType`
 * knows it), so a parameter the page ignores cannot make a new cache entry. A slug that is not a
 * location's still answers 404 or a redirect, which the cache never stores.
 */
export function sharedLocationPath(
  url: URL,
  isTrendType: (value: string) => boolean = () => false,
): string | undefined {
  if (url.pathname === LOCATIONS_PATH) {
    const tab = url.searchParams.get("tab");
    return locationIndexPath(isLocationIndexTab(tab) ? tab : "popular");
  }
  // Rankings by reviews (lib/community/rankings.ts): the same for everyone and read no query.
  if (/^\/locations\/top-rated\/[a-z0-9-]{1,120}(\/streets)?(\/[a-z0-9-]{1,120})?$/.test(url.pathname))
    return url.pathname;
  const slug = /^\/locations\/([^/]+)$/.exec(url.pathname)?.[1];
  if (slug === undefined || !LOCATION_SLUG.test(slug)) return undefined;
  const trend = url.searchParams.get(TREND_PARAM);
  return trend !== null && isTrendType(trend) ? `${locationPath(slug)}?${TREND_PARAM}=${trend}` : locationPath(slug);
}
