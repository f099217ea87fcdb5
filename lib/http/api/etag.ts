/**
 * Entity tags for the public API's reads: a hash of the exact JSON we send, so two answers with
 * the same bytes share a tag and a client that already holds them gets a 304 without the body.
 */
export async function entityTag(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

/**
 * Does If-None-Match name this tag? A list, `*`, and weak tags all count: a GET compares weakly
 * (RFC 9110 §13.1.2), and proxies may weaken a tag on the way.
 */
export function matchesIfNoneMatch(header: string | null, tag: string): boolean {
  if (header === null) return false;
  const wanted = header.trim();
  if (wanted === "*") return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, "");
  return wanted.split(",").some((candidate) => opaque(candidate) === opaque(tag));
}
