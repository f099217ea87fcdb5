import { LOCATION_SLUG } from "@/lib/locations/location-urls";

/** The appraisal page: an owner picks their suburb, then asks up to three of its best agents. */
export const APPRAISAL_PATH = "/appraisal";

/** The street address a link or the first step carries: read in the browser, never rendered by the server. */
export const ADDRESS_PARAM = "address";

/** The agent an owner came from (their profile's link): ticked, and listed even when not among the best. */
export const AGENT_PARAM = "agent";
const AGENT_ID = /^[1-9]\d{0,9}$/;

/** The agent id a link names, or undefined for anything that is not one. */
export function linkedAgentId(value: string | null | undefined): number | undefined {
  return value && AGENT_ID.test(value) ? Number(value) : undefined;
}

/** The appraisal page for a suburb (its agents ranked by sales there), optionally with the agent an owner came from. */
export function appraisalPath(suburbSlug?: string, agentId?: number): string {
  if (!suburbSlug) return APPRAISAL_PATH;
  const params = new URLSearchParams({ location: suburbSlug });
  if (agentId !== undefined) params.set(AGENT_PARAM, String(agentId));
  return `${APPRAISAL_PATH}?${params}`;
}

/**
 * The URL the edge page cache keeps an appraisal page under, or undefined when it is not shared.
 * The page renders from the suburb and the linked agent alone: the street address some links
 * carry (`address`) is read in the browser and never reaches the shared copy, so it is dropped
 * from the key, like any other parameter. Free text typed without JavaScript (`suburb`) is redirected once resolved, so it is
 * never shared (an entry per typed text would flood the cache).
 */
export function sharedAppraisalPath(url: URL): string | undefined {
  if (url.pathname !== APPRAISAL_PATH) return undefined;
  if (url.searchParams.has("suburb")) return undefined;
  const location = url.searchParams.get("location");
  if (location === null) return APPRAISAL_PATH;
  if (!LOCATION_SLUG.test(location)) return undefined;
  return appraisalPath(location, linkedAgentId(url.searchParams.get(AGENT_PARAM)));
}
