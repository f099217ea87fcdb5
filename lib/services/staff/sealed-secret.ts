/**
 * Seals a second factor's secret at rest: AES-256-GCM under a key derived (HKDF-SHA-256) from the
 * pepper, which lives in the Worker's secrets and never in D1. A copy of the database alone then
 * cannot produce staff codes. Stored as base64url(iv) "." base64url(ciphertext with tag).
 */
const encoder = new TextEncoder();

async function sealingKey(pepper: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(pepper), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode("homefront-staff"), info: encoder.encode("totp-secret") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

function toBase64Url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function sealSecret(secret: string, pepper: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(pepper), encoder.encode(secret));
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** The secret, or null when the sealed text was not made with this pepper (or was altered). */
export async function openSecret(sealed: string, pepper: string): Promise<string | null> {
  const [iv, body] = sealed.split(".");
  if (!iv || !body) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64Url(iv) },
      await sealingKey(pepper),
      fromBase64Url(body),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
