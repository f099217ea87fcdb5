import { constantTimeEqual, hmacHex } from "./webhook-signature";

/**
 * Draft preview links (docs/blog.md): the content service's admin opens the portal's preview page
 * for one post with a signature over the post's slug and an expiry, made with the secret both
 * services share (CONTENT_WEBHOOK_SECRET; the "preview." prefix keeps a preview signature from
 * ever passing as a webhook one). The portal checks it, then asks the content service for the
 * post's latest draft with the same signature in `x-content-preview`, which the service checks
 * again before it shows that one post's draft to an otherwise anonymous reader.
 * Pure WebCrypto, so it runs in both Workers and Node.
 */
export const PREVIEW_HEADER = "x-content-preview";
/** How long a preview link works after the editor opened it. */
export const PREVIEW_LIFETIME_SECONDS = 60 * 60;

export interface PreviewGrant {
  slug: string;
  /** Unix seconds after which the link no longer works. */
  expires: number;
  signature: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const message = (slug: string, expires: number) => `preview.${slug}.${expires}`;

export async function signPreview(secret: string, slug: string, nowSeconds: number): Promise<PreviewGrant> {
  const expires = nowSeconds + PREVIEW_LIFETIME_SECONDS;
  return { slug, expires, signature: await hmacHex(secret, message(slug, expires)) };
}

/** The grant a preview link or header carries, or undefined when it is not in the expected shape. */
export function parsePreviewGrant(
  slug: string | null | undefined,
  expires: string | null | undefined,
  signature: string | null | undefined,
): PreviewGrant | undefined {
  if (!slug || !SLUG.test(slug) || !expires || !/^[0-9]{1,12}$/.test(expires)) return undefined;
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
  return { slug, expires: Number(expires), signature };
}

/** True when the grant was signed with `secret` and has not expired. */
export async function isValidPreview(secret: string, grant: PreviewGrant, nowSeconds: number): Promise<boolean> {
  if (grant.expires < nowSeconds || grant.expires > nowSeconds + PREVIEW_LIFETIME_SECONDS) return false;
  return constantTimeEqual(await hmacHex(secret, message(grant.slug, grant.expires)), grant.signature);
}

/** The grant as the `x-content-preview` header: "<slug>.<expires>.<signature>". */
export const previewHeaderValue = (grant: PreviewGrant) => `${grant.slug}.${grant.expires}.${grant.signature}`;

export function parsePreviewHeader(value: string | null): PreviewGrant | undefined {
  const [slug, expires, signature, ...rest] = (value ?? "").split(".");
  return rest.length === 0 ? parsePreviewGrant(slug, expires, signature) : undefined;
}

/** The portal's preview page for a grant. */
export function previewPath(grant: PreviewGrant): string {
  const query = new URLSearchParams({ expires: String(grant.expires), signature: grant.signature });
  return `/blog/preview/${grant.slug}?${query}`;
}
