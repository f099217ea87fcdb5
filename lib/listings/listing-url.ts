/**
 * A listing's readable, stable address: /homes/{address-slug}/{id}. The id is what resolves the
 * listing; the slug is for people and search engines, and a wrong slug redirects to this one.
 */
export function listingSlug(parts: {
  addressHidden: boolean;
  streetNumber: string | null;
  streetName: string;
  suburbName: string;
  stateCode: string;
  postcode: string;
}): string {
  const street = parts.addressHidden ? [] : [parts.streetNumber ?? "", parts.streetName];
  return [...street, parts.suburbName, parts.stateCode, parts.postcode]
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function listingPath(slug: string, id: number): string {
  return `/homes/${slug}/${id}`;
}
