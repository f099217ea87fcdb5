import type { CollectionConfig } from "payload";
import { slugField } from "../fields/slug";
import { announcePostChange, announcePostDeletion } from "../hooks/announce-to-portal";
import {
  isValidPreview,
  parsePreviewHeader,
  PREVIEW_HEADER,
  previewPath,
  signPreview,
} from "../../../../lib/blog/preview-token";
import { portalEnv, sharedSecret } from "../portal-env";

/**
 * Blog posts. Drafts and versions give editors preview, scheduled publishing and unpublishing;
 * visitors (no session) read published posts only. Every publish, update of a published post and
 * unpublish is announced to the portal, which purges the pages that show it.
 */
export const Posts: CollectionConfig = {
  slug: "posts",
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "slug", "_status", "publishedAt"],
    // The editor's Preview opens the portal's preview page for this post's latest draft, with a
    // link signed for an hour (lib/blog/preview-token.ts); the portal never caches or indexes it.
    preview: async (doc) => {
      const secret = await sharedSecret();
      if (typeof doc?.slug !== "string" || !secret) return null;
      const site = (await portalEnv()).PORTAL_SITE_URL ?? process.env.PORTAL_SITE_URL ?? "http://localhost:8787";
      return new URL(previewPath(await signPreview(secret, doc.slug, Math.floor(Date.now() / 1000))), site).toString();
    },
  },
  // Scheduled publishing queues a Payload job; the Worker's cron runs due jobs every minute (worker.ts).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  access: {
    // Editors read everything; a reader the published posts; the portal's preview page (signed
    // for one post, preview-token.ts) that post, drafts included.
    read: async ({ req }) => {
      if (req.user) return true;
      const grant = parsePreviewHeader(req.headers.get(PREVIEW_HEADER));
      const secret = grant ? await sharedSecret() : undefined;
      if (grant && secret && (await isValidPreview(secret, grant, Math.floor(Date.now() / 1000))))
        return { slug: { equals: grant.slug } };
      return { _status: { equals: "published" } };
    },
    create: ({ req }) => Boolean(req.user),
    update: ({ req }) => Boolean(req.user),
    delete: ({ req }) => Boolean(req.user),
  },
  hooks: { afterChange: [announcePostChange], afterDelete: [announcePostDeletion] },
  fields: [
    { name: "title", type: "text", required: true, maxLength: 120 },
    slugField,
    { name: "excerpt", type: "textarea", required: true, maxLength: 300 },
    { name: "heroImage", type: "upload", relationTo: "media" },
    { name: "content", type: "richText", required: true },
    {
      name: "author",
      type: "relationship",
      relationTo: "authors",
      required: true,
      admin: { position: "sidebar" },
    },
    {
      name: "categories",
      type: "relationship",
      relationTo: "categories",
      hasMany: true,
      admin: { position: "sidebar" },
    },
    {
      name: "featured",
      type: "checkbox",
      defaultValue: false,
      admin: { position: "sidebar", description: "Shown at the top of the blog" },
    },
    {
      name: "publishedAt",
      type: "date",
      admin: { position: "sidebar", date: { pickerAppearance: "dayOnly" } },
      hooks: {
        // The first publish stamps the date readers see; editors may change it afterwards.
        beforeChange: [
          ({ value, siblingData }) =>
            value ?? (siblingData._status === "published" ? new Date().toISOString() : undefined),
        ],
      },
    },
  ],
};
