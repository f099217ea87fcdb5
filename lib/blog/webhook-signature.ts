/**
 * The content webhook's signature, shared by the content service (which signs) and the portal
 * (which checks): HMAC-SHA256 with the shared webhook secret over "<unix seconds>.<delivery id>.<body>",
 * sent as `x-content-signature: t=<unix seconds>,id=<delivery id>,v1=<hex>`. The time bounds a
 * replay to a short window and the delivery id, remembered by the portal, refuses it inside that window.
 * Pure WebCrypto, so it runs in both Workers and Node.
 */
export const CONTENT_SIGNATURE_HEADER = "x-content-signature";

/** How far a delivery's time may be from the portal's clock (either way), in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface SignatureParts {
  timestamp: number;
  deliveryId: string;
  signature: string;
}

const encoder = new TextEncoder();

/** Hex HMAC-SHA256 of `message` (also signs preview links: preview-token.ts). */
export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function signatureHeader(
  secret: string,
  body: string,
  timestamp: number,
  deliveryId: string,
): Promise<string> {
  return `t=${timestamp},id=${deliveryId},v1=${await hmacHex(secret, `${timestamp}.${deliveryId}.${body}`)}`;
}

const DELIVERY_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The header's parts, or undefined when it is not in the expected shape. */
export function parseSignatureHeader(value: string | null): SignatureParts | undefined {
  if (!value) return undefined;
  const fields = new Map(
    value.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(fields.get("t"));
  const deliveryId = fields.get("id") ?? "";
  const signature = fields.get("v1") ?? "";
  if (!Number.isSafeInteger(timestamp) || !DELIVERY_ID.test(deliveryId) || !/^[0-9a-f]{64}$/.test(signature))
    return undefined;
  return { timestamp, deliveryId, signature };
}

/** Compares in time independent of where the strings first differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export async function hasValidSignature(secret: string, body: string, parts: SignatureParts): Promise<boolean> {
  const expected = await hmacHex(secret, `${parts.timestamp}.${parts.deliveryId}.${body}`);
  return constantTimeEqual(expected, parts.signature);
}

export function isWithinWindow(timestamp: number, nowSeconds: number): boolean {
  return Math.abs(nowSeconds - timestamp) <= WEBHOOK_TOLERANCE_SECONDS;
}
