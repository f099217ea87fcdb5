import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from "jose";
import { ACCESS_TOKEN_TTL_SECONDS } from "./lifetimes";
import { MEMBER_ROLES, type Viewer } from "./roles";
import type { AuthKeys } from "./config";

/**
 * The access token: an HS256 JWT of at most 15 minutes, verified at the edge on every request.
 * Verification pins the algorithm (no "none", no RS/HS confusion), checks issuer, audience,
 * expiry and the key id, and requires every claim the app reads.
 */
export const ACCESS_TOKEN_ALGORITHM = "HS256";
const CLOCK_TOLERANCE_SECONDS = 5;

const encoder = new TextEncoder();
/** Imported keys per secret: importing costs more than verifying, so do it once per isolate. */
const keyCache = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keyCache.set(secret, key);
  }
  return key;
}

/** A short public name for a secret (first 8 bytes of its SHA-256), so rotation picks the right key. */
const keyIdCache = new Map<string, Promise<string>>();
export function keyIdOf(secret: string): Promise<string> {
  let id = keyIdCache.get(secret);
  if (!id) {
    id = crypto.subtle
      .digest("SHA-256", encoder.encode(`kid:${secret}`))
      .then((d) => Array.from(new Uint8Array(d).slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join(""));
    keyIdCache.set(secret, id);
  }
  return id;
}

export async function signAccessToken(
  viewer: Viewer,
  keys: AuthKeys,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ usr: viewer.username, name: viewer.name, role: viewer.role, sid: viewer.sessionId })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: "at+jwt", kid: await keyIdOf(keys.current) })
    .setSubject(viewer.memberId)
    .setIssuer(keys.issuer)
    .setAudience(keys.audience)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await keyFor(keys.current));
}

function viewerFromClaims(payload: JWTPayload): Viewer | null {
  const { sub, usr, name, role, sid } = payload;
  if (typeof sub !== "string" || typeof usr !== "string" || typeof name !== "string" || typeof sid !== "string")
    return null;
  if (typeof role !== "string" || !(MEMBER_ROLES as readonly string[]).includes(role)) return null;
  return { memberId: sub, username: usr, name, role: role as Viewer["role"], sessionId: sid };
}

/** The viewer of a valid access token, or null for anything else (never throws on bad input). */
export async function verifyAccessToken(token: string, keys: AuthKeys, now: Date = new Date()): Promise<Viewer | null> {
  if (!token || token.length > 4096) return null;
  const secrets = keys.previous ? [keys.current, keys.previous] : [keys.current];
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        for (const secret of secrets) if (header.kid === (await keyIdOf(secret))) return keyFor(secret);
        throw new joseErrors.JWKSNoMatchingKey();
      },
      {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer: keys.issuer,
        audience: keys.audience,
        typ: "at+jwt",
        requiredClaims: ["sub", "iat", "exp"],
        maxTokenAge: ACCESS_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: now,
      },
    );
    return viewerFromClaims(payload);
  } catch {
    return null;
  }
}
