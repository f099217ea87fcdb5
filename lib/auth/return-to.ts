/**
 * Where sign-in, sign-up and the confirmation link send a person afterwards: a path on this site.
 * The value arrives in addresses anyone can write (a link in a mail, a crafted sign-in link), so
 * anything that a browser could read as another site is refused: "//evil.example" (a host without
 * a scheme), "/\evil.example" (browsers read "\" as "/"), "/\t/evil.example" (browsers drop tabs
 * and line breaks), "https://…" and "javascript:…" (not a path), "/..//evil.example" (dot segments
 * that collapse into "//"), and the same shapes percent-encoded, since a router or a later hop may
 * decode the path once more.
 */
export const RETURN_TO_MAX_LENGTH = 1000;

/** Any origin would do: a path is resolved against it, and must stay on it. */
const PROBE_ORIGIN = "https://return-to.invalid";

/** C0 controls, DEL and the backslash: browsers strip or reinterpret them inside an address. */
const REINTERPRETED = /[\u0000-\u001f\u007f\\]/;

/** Percent-decoding more often than this is not something a real link needs. */
const MAX_DECODINGS = 4;

function sameSitePath(value: string): string | null {
  if (!value.startsWith("/") || value.startsWith("//") || REINTERPRETED.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith("//")) return null;
  return url.pathname + url.search + url.hash;
}

/** True when the path, with each layer of percent-encoding taken off in turn, still passes the same test. */
function decodesSafely(pathname: string): boolean {
  let current = pathname;
  for (let i = 0; i < MAX_DECODINGS; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    if (sameSitePath(decoded) === null) return false;
    current = decoded;
  }
  return false;
}

/** The same-site path `value` names, normalised as a browser would, or null when it is not one. */
export function parseReturnTo(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return null;
  const path = sameSitePath(value);
  if (path === null || path.length > RETURN_TO_MAX_LENGTH) return null;
  const pathname = path.replace(/[?#].*$/s, "");
  return decodesSafely(pathname) ? path : null;
}

/** The way back, or the home page when `value` is missing or not a same-site path. */
export function safeReturnTo(value: string | null | undefined): string {
  return parseReturnTo(value) ?? "/";
}
