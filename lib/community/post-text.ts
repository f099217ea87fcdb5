/**
 * A post's text as the page shows it: paragraphs of plain text, with web addresses as links only
 * when the author may post links. New members' links are held back (shown as plain text) so a
 * fresh account cannot be used to spread spam links. Nothing here is ever HTML: the parts are
 * rendered by React as text and as `<a>` elements with a checked http(s) href.
 */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Trailing punctuation belongs to the sentence, not the address. */
const TRAILING = /[.,;:!?)\]]+$/;

export function textParts(text: string, linksAllowed: boolean): TextPart[] {
  if (!linksAllowed) return text ? [{ kind: "text", text }] : [];
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const address = raw.replace(TRAILING, "");
    const start = match.index;
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** An http(s) address as the URL parser writes it back, or null. */
export function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Whether a member who joined at `joinedAt` may post links at `now`. */
export function linksAllowedFor(joinedAt: number, now: number, newMemberMs: number): boolean {
  return now - joinedAt >= newMemberMs;
}
