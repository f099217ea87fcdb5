import { jwtVerify, SignJWT } from "jose";
import { fail, FailureError } from "../result";

/**
 * The fallback admin session, for a deployment where no member has the admin role yet: whoever
 * knows ADMIN_SECRET signs in under a
 * name, and gets an HttpOnly cookie holding a short-lived HS256 token of that name. The audit
 * trail records the name. Pure (no Next imports), so it is unit-tested and reusable by routes.
 */
export const ADMIN_COOKIE = "hf_admin";
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;
/** Public on purpose (it is in git): only development accepts it. */
export const DEVELOPMENT_ADMIN_SECRET = "homefront-development-admin";
const AUDIENCE = "homefront-admin";

export interface AdminViewer {
  name: string;
  role: "admin";
}

const encoder = new TextEncoder();

/** HMAC both sides before comparing so the comparison time does not reveal the secret. */
export async function secretMatches(given: string, expected: string): Promise<boolean> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(expected), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const [a, b] = await Promise.all(
    [given, expected].map((text) => crypto.subtle.sign("HMAC", key, encoder.encode(text))),
  );
  const left = new Uint8Array(a ?? new ArrayBuffer(0));
  const right = new Uint8Array(b ?? new ArrayBuffer(0));
  let difference = left.length ^ right.length;
  for (let i = 0; i < left.length; i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

export async function signAdminSession(name: string, secret: string, nowMs: number): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ name })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ADMIN_SESSION_SECONDS)
    .sign(encoder.encode(secret));
}

export async function verifyAdminSession(
  token: string | undefined,
  secret: string,
  nowMs: number,
): Promise<AdminViewer | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      currentDate: new Date(nowMs),
    });
    return typeof payload.name === "string" && payload.name ? { name: payload.name, role: "admin" } : null;
  } catch {
    return null;
  }
}

export const ADMINS_ONLY = "Only signed-in admins can change platform settings";

/**
 * Every platform service calls this first: pages and routes are not the only way in. A guard, so it
 * throws the one expected failure (as requireMember does) rather than returning it.
 */
export function throwIfNotAdmin(viewer: AdminViewer | null | undefined): asserts viewer is AdminViewer {
  if (viewer?.role !== "admin") throw new FailureError(fail("UNAUTHENTICATED", ADMINS_ONLY));
}

export function validAdminName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.length <= 60;
}
