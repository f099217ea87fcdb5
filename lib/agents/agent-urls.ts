/**
 * Where agents, offices and companies live. Everything about agencies sits under the
 * real-estate-agency segment: an office's page at /real-estate-agency/{office}, its listings at
 * /real-estate-agency/{office}/{mode} (lib/search), an agent at /real-estate-agency/agent/{username}
 * and a company at /real-estate-agency/company/{slug}. "agent" and "company" are never modes, so
 * none of these can be read as an office search.
 */
export const AGENCY_ROOT = "/real-estate-agency";

export function agentProfilePath(username: string): string {
  return `${AGENCY_ROOT}/agent/${encodeURIComponent(username)}`;
}

/** The agent's printable information kit (profile, recent results, reviews, their fees). */
export function agentInfoKitPath(username: string): string {
  return `${agentProfilePath(username)}/${INFO_KIT_SEGMENT}`;
}

export const INFO_KIT_SEGMENT = "info-kit";

export function officePath(slug: string): string {
  return `${AGENCY_ROOT}/${encodeURIComponent(slug)}`;
}

export function companyPath(slug: string): string {
  return `${AGENCY_ROOT}/company/${encodeURIComponent(slug)}`;
}

/** Agent usernames and office/company slugs: kebab-case, as the data's are. */
export const AGENCY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_AGENCY_SLUG_LENGTH = 120;

export function isAgencySlug(value: string): boolean {
  return value.length <= MAX_AGENCY_SLUG_LENGTH && AGENCY_SLUG.test(value);
}

/**
 * The agency page a path names, or undefined: the edge page cache shares these (the same for
 * every visitor) and middleware leaves them to their pages.
 */
export function agencyPageOf(
  pathname: string,
): { kind: "agent" | "company" | "info-kit"; slug: string } | { kind: "office"; slug: string } | undefined {
  const parts = pathname.split("/");
  if (parts[0] !== "" || `/${parts[1]}` !== AGENCY_ROOT) return undefined;
  if (parts.length === 3 && isAgencySlug(parts[2]!)) return { kind: "office", slug: parts[2]! };
  if (parts.length === 4 && (parts[2] === "agent" || parts[2] === "company") && isAgencySlug(parts[3]!)) {
    return { kind: parts[2], slug: parts[3]! };
  }
  if (parts.length === 5 && parts[2] === "agent" && isAgencySlug(parts[3]!) && parts[4] === INFO_KIT_SEGMENT) {
    return { kind: "info-kit", slug: parts[3]! };
  }
  return undefined;
}
