import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from "payload";
// Shared with the portal, which checks what this side signs (one definition of the format).
import { CONTENT_SIGNATURE_HEADER, signatureHeader } from "../../../../lib/blog/webhook-signature";
import type { ContentChange } from "../../../../lib/blog/content-change";
import { portalEnv } from "../portal-env";

/** Set in `context` by callers that must not announce (the seed, which runs before the portal does). */
export const SKIP_ANNOUNCE = "skipAnnounce";

export const PORTAL_WEBHOOK_PATH = "/api/content/webhook";

interface PostLike {
  slug?: unknown;
  _status?: unknown;
  categories?: unknown;
}

function categorySlugs(post: PostLike | undefined): string[] {
  if (!post || !Array.isArray(post.categories)) return [];
  return post.categories.flatMap((category: unknown) =>
    category && typeof category === "object" && typeof (category as { slug?: unknown }).slug === "string"
      ? [(category as { slug: string }).slug]
      : [],
  );
}

/**
 * Signs and sends the change, and waits for the portal's answer so the purge has happened when the
 * editor's save returns. A portal that cannot be reached is logged, not an error for the editor:
 * the post is saved, and the pages refresh at their next expiry.
 */
async function announce(req: PayloadRequest, change: ContentChange["event"], post: ContentChange["post"]) {
  const env = await portalEnv();
  const secret = env.CONTENT_WEBHOOK_SECRET ?? process.env.CONTENT_WEBHOOK_SECRET;
  const portalUrl = env.PORTAL_URL ?? process.env.PORTAL_URL;
  const site = env.PORTAL_SITE_URL ?? process.env.PORTAL_SITE_URL ?? portalUrl;
  if (!secret || !portalUrl || !site) {
    req.payload.logger.warn("Content webhook not configured (CONTENT_WEBHOOK_SECRET, PORTAL_URL): nothing purged");
    return;
  }
  const body = JSON.stringify({ event: change, site, post } satisfies ContentChange);
  const timestamp = Math.floor(Date.now() / 1000);
  const request = new Request(new URL(PORTAL_WEBHOOK_PATH, portalUrl), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [CONTENT_SIGNATURE_HEADER]: await signatureHeader(secret, body, timestamp, crypto.randomUUID()),
    },
    body,
  });
  try {
    // In production the portal is a service binding: the call never leaves Cloudflare.
    const response = await (env.PORTAL ? env.PORTAL.fetch(request) : fetch(request));
    if (!response.ok) req.payload.logger.error(`Content webhook answered ${response.status}: ${await response.text()}`);
  } catch (error) {
    req.payload.logger.error(`Content webhook failed: ${String(error)}`);
  }
}

/**
 * A post readers can see changed: it was published, or it was and now is not (unpublished), or a
 * published post was edited. A draft saved over a published post announces too; the portal then
 * renders the still-published version again, which costs one render and is never wrong.
 */
export const announcePostChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context?.[SKIP_ANNOUNCE]) return doc;
  const isPublished = doc._status === "published";
  const wasPublished = previousDoc?._status === "published";
  if (!isPublished && !wasPublished) return doc;
  const event = isPublished ? (wasPublished ? "updated" : "published") : "unpublished";
  const previousSlug =
    typeof previousDoc?.slug === "string" && previousDoc.slug !== doc.slug ? previousDoc.slug : undefined;
  const categories = [...new Set([...categorySlugs(doc), ...categorySlugs(previousDoc)])];
  await announce(req, event, { slug: String(doc.slug), previousSlug, categories });
  return doc;
};

export const announcePostDeletion: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context?.[SKIP_ANNOUNCE] || doc._status !== "published") return doc;
  await announce(req, "deleted", { slug: String(doc.slug), categories: categorySlugs(doc) });
  return doc;
};
