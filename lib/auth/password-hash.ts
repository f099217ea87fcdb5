import { base64url } from "jose";
import { timingSafeEqual } from "./encoding";

/**
 * PBKDF2-SHA256 at 100,000 iterations (the most Workers' Web Crypto allows) over
 * HMAC-SHA256(pepper, password). The pepper lives outside the database, so a leaked table alone
 * cannot be attacked offline. The stored form keeps algorithm and parameters with the hash:
 *
 *   pbkdf2-sha256$100000$<salt base64url>$<hash base64url>
 *
 * so iterations can rise later and old hashes still verify (`needsRehash` tells when to upgrade).
 */
export const PBKDF2_ITERATIONS = 100_000;
const ALGORITHM = "pbkdf2-sha256";
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

async function pepperedKey(password: string, pepper: string): Promise<CryptoKey> {
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    encoder.encode(pepper),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const peppered = await crypto.subtle.sign("HMAC", hmacKey, encoder.encode(password.normalize("NFKC")));
  return crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
}

async function derive(
  password: string,
  pepper: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await pepperedKey(password, pepper);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepper, salt, iterations);
  return [ALGORITHM, String(iterations), base64url.encode(salt), base64url.encode(hash)].join("$");
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

function parseStoredHash(stored: string): ParsedHash | null {
  const [algorithm, iterationsText, saltText, hashText, ...rest] = stored.split("$");
  if (algorithm !== ALGORITHM || rest.length > 0 || !iterationsText || !saltText || !hashText) return null;
  const iterations = Number(iterationsText);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return null;
  // A copy: Web Crypto takes only ArrayBuffer-backed bytes, and decode's type allows a shared buffer.
  return { iterations, salt: new Uint8Array(base64url.decode(saltText)), hash: base64url.decode(hashText) };
}

export async function verifyPassword(password: string, stored: string, pepper: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, pepper, parsed.salt, parsed.iterations);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when a hash was made with weaker parameters than today's: rehash after a successful sign-in. */
export function needsRehash(stored: string): boolean {
  return parseStoredHash(stored)?.iterations !== PBKDF2_ITERATIONS;
}

/**
 * A hash nobody's password matches, verified when an e-mail is unknown so that a sign-in takes
 * as long for unknown addresses as for known ones (no timing oracle for registered e-mails).
 */
export const DECOY_PASSWORD_HASH = `${ALGORITHM}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
