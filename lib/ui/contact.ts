/** Links for the support contact shown in the footer and the error view. */

/** `tel:` link for a phone number as people write it ("1300 975 707", "+61 3 9000 0000"). */
export function telHref(phone: string): string {
  const leadingPlus = phone.trim().startsWith("+") ? "+" : "";
  return `tel:${leadingPlus}${phone.replace(/\D/g, "")}`;
}

/**
 * `mailto:` link with optional subject and body. encodeURIComponent gives %20 for spaces and
 * %0D%0A for CRLF line breaks, as RFC 6068 asks (a `+` would reach the mail client literally).
 */
export function mailtoHref(email: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  return query === "" ? `mailto:${email}` : `mailto:${email}?${query}`;
}
