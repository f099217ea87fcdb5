/**
 * URLs of the generated pictures. The routes under app/media never read the database: everything
 * a picture depends on is in its URL (ids seed the randomness; `t` = property type id, `b` =
 * bedrooms, `i` = initials). Build URLs only through these helpers so seed and app agree.
 */

export function listingPhotoUrl(listingId: number, position: number, propertyType: number): string {
  return `/media/listings/${listingId}/${position}.svg?t=${propertyType}`;
}

export function floorPlanUrl(listingId: number, index: number, propertyType: number, bedrooms: number): string {
  return `/media/listings/${listingId}/floorplan-${index}.svg?t=${propertyType}&b=${bedrooms}`;
}

/** Initials: first letter of each of the first two words, A–Z only. */
export function initialsOf(...names: string[]): string {
  return names
    .flatMap((name) => name.split(/\s+/))
    .map((word) =>
      word
        .replace(/[^A-Za-z]/g, "")
        .charAt(0)
        .toUpperCase(),
    )
    .filter(Boolean)
    .slice(0, 2)
    .join("");
}

export function agentPortraitUrl(agentId: number, firstName: string, lastName: string): string {
  return `/media/agents/${agentId}.svg?i=${initialsOf(firstName, lastName)}`;
}

export function companyLogoUrl(companyId: number, companyName: string): string {
  const words = companyName
    .replace(/&/g, " ")
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  return `/media/companies/${companyId}.svg?i=${initialsOf(...words)}`;
}
