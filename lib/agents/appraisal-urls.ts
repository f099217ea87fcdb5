import { LOCATION_SLUG } from "@/lib/locations/location-urls";

/** The appraisal page: an owner picks their suburb, then asks up to three of its best agents. */
export const APPRAISAL_PATH = "/appraisal";

/** The appraisal page for a suburb (its agents ranked by sales there). */
export function appraisalPath(suburbSlug?: string): string {
  return suburbSlug ? `${APPRAISAL_PATH}?${new URLSearchParams({ location: suburbSlug })}` : APPRAISAL_PATH;
}

/**
 * The URL the edge page cache keeps an appraisal page under, or undefined when it is not shared.
 * The page renders from the suburb alone: the street address some links carry (`address`) is read
 * in the browser and never reaches the shared copy, so it is dropped from the key, like any other
 * parameter. Free text typed without JavaScript (`suburb`) is redirected once resolved, so it is
 * never shared (an entry per typed text would flood the cache).
 */
export function sharedAppraisalPath(url: URL): string | undefined {
  if (url.pathname !== APPRAISAL_PATH) return undefined;
  if (url.searchParams.has("suburb")) return undefined;
  const location = url.searchParams.get("location");
  if (location === null) return APPRAISAL_PATH;
  return LOCATION_SLUG.test(location) ? appraisalPath(location) : undefined;
}
