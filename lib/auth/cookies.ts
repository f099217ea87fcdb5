import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_MS, SOCIAL_FLOW_TTL_SECONDS } from "./lifetimes";

/**
 * Session cookies and their attributes per origin.
 *
 * On https every cookie is Secure with the `__Host-` prefix (no Domain, Path=/: the browser
 * refuses it from any other host or sub-domain). Browsers drop Secure and `__Host-` cookies on
 * plain http, so on a loopback http origin (npm start, tests on http://127.0.0.1:8787) the same
 * cookies go without prefix and without Secure. A non-loopback http origin still gets Secure:
 * the browser then drops the cookie, which is right (no session over plain http on a network).
 */
export interface CookieNames {
  /** The access-token JWT (HttpOnly). */
  access: string;
  /** The opaque refresh token, the "auth cookie" the session checks look for (HttpOnly). */
  auth: string;
  /** A readable marker that a session exists, so scripts can run the session checks without seeing a token. */
  signedIn: string;
  /** The encrypted PKCE/state/nonce of a social sign-in in progress (HttpOnly). */
  socialFlow: string;
  /** A staff sign-in (second factor passed) on top of the member's session (HttpOnly, SameSite=Strict). */
  staff: string;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: "lax" | "strict" | "none";
  path: string;
  maxAge: number;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export function usesSecureCookies(origin: URL | string): boolean {
  const url = typeof origin === "string" ? new URL(origin) : origin;
  return url.protocol === "https:" || !LOOPBACK_HOSTS.has(url.hostname);
}

export function cookieNames(origin: URL | string): CookieNames {
  const prefix = usesSecureCookies(origin) ? "__Host-" : "";
  return {
    access: `${prefix}hf_at`,
    auth: `${prefix}hf_auth`,
    signedIn: `${prefix}hf_signed_in`,
    socialFlow: `${prefix}hf_social`,
    staff: `${prefix}hf_staff`,
  };
}

export type SessionCookie = { name: string; value: string; options: CookieOptions };

/** The cookies that carry a session: access token, refresh token and the readable marker. */
export function sessionCookies(
  origin: URL | string,
  tokens: { accessToken: string; refreshToken?: string },
): SessionCookie[] {
  const names = cookieNames(origin);
  const secure = usesSecureCookies(origin);
  const refreshAge = Math.floor(REFRESH_TOKEN_TTL_MS / 1000);
  // Lax: sent on top-level navigations from other sites (a link to a listing keeps you signed in)
  // but not on their sub-requests or POSTs; state-changing calls also check Origin.
  const cookies: SessionCookie[] = [
    {
      name: names.access,
      value: tokens.accessToken,
      options: { httpOnly: true, secure, sameSite: "lax", path: "/", maxAge: ACCESS_TOKEN_TTL_SECONDS },
    },
  ];
  if (tokens.refreshToken) {
    cookies.push(
      {
        name: names.auth,
        value: tokens.refreshToken,
        options: { httpOnly: true, secure, sameSite: "lax", path: "/", maxAge: refreshAge },
      },
      {
        name: names.signedIn,
        value: "1",
        options: { httpOnly: false, secure, sameSite: "lax", path: "/", maxAge: refreshAge },
      },
    );
  }
  return cookies;
}

/** Expired copies of every session cookie: what sign-out and a failed refresh send. */
export function clearedSessionCookies(origin: URL | string): SessionCookie[] {
  const names = cookieNames(origin);
  const secure = usesSecureCookies(origin);
  return [names.access, names.auth, names.signedIn].map((name) => ({
    name,
    value: "",
    options: { httpOnly: name !== names.signedIn, secure, sameSite: "lax" as const, path: "/", maxAge: 0 },
  }));
}

/**
 * The social flow cookie must come back on the provider's redirect. Apple answers with a
 * cross-site form POST, which only SameSite=None cookies survive; that needs Secure, so on a
 * loopback http origin it stays Lax (the test provider redirects with GET).
 */
export function socialFlowCookie(origin: URL | string, value: string): SessionCookie {
  const secure = usesSecureCookies(origin);
  return {
    name: cookieNames(origin).socialFlow,
    value,
    options: {
      httpOnly: true,
      secure,
      sameSite: secure ? "none" : "lax",
      path: "/",
      maxAge: value ? SOCIAL_FLOW_TTL_SECONDS : 0,
    },
  };
}

/** Serialises a cookie for a Set-Cookie header (route handlers that build a plain Response). */
export function serializeCookie({ name, value, options }: SessionCookie): string {
  const parts = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    `SameSite=${options.sameSite[0]?.toUpperCase()}${options.sameSite.slice(1)}`,
  ];
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
