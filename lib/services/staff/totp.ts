import { Secret, TOTP } from "otpauth";

/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30-second steps), the kind every
 * authenticator app reads from a QR code. otpauth does the arithmetic; this file fixes our choices.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the current one still counts: phones' clocks drift. */
const DRIFT_STEPS = 1;
export const TOTP_ISSUER = "Homefront";

function totpOf(secretBase32: string, label = "staff"): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads (shown as a QR code and as text). */
export function totpUri(secretBase32: string, account: string): string {
  return totpOf(secretBase32, account).toString();
}

/** The 30-second step a time falls in. */
export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for a step (tests and the development seed's documentation use it). */
export function codeAt(secretBase32: string, nowMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: nowMs });
}

/**
 * The step whose code `code` is, within the allowed drift of `nowMs`, or null. The caller spends
 * the step (a code is good once) before trusting it.
 */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: nowMs, window: DRIFT_STEPS });
  return delta === null ? null : stepAt(nowMs) + delta;
}
