import { jwtVerify, SignJWT } from "jose";

/**
 * The token in an alert e-mail's unsubscribe link: it names one alert and is signed, so the link
 * works with no sign-in (one click from the mail client) and cannot be made for another alert.
 * A year is long enough for any e-mail someone still acts on.
 */
const AUDIENCE = "alert-unsubscribe";
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function unsubscribeToken(alertId: string, secret: string, now: number): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(alertId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_SECONDS)
    .sign(keyOf(secret));
}

/** The alert id the token names, or null for a token that is forged, altered or expired. */
export async function alertOfUnsubscribeToken(token: string, secret: string, now: number): Promise<string | null> {
  if (token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      audience: AUDIENCE,
      algorithms: ["HS256"],
      currentDate: new Date(now),
    });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}
