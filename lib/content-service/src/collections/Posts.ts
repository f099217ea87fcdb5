import type { CollectionConfig } from "payload";
import { slugField } from "../fields/slug";
import { announcePostChange, announcePostDeletion } from "../hooks/announce-to-portal";

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
    preview: (doc) => {
      const site = process.env.PORTAL_SITE_URL ?? "http://localhost:8787";
      return typeof doc?.slug === "string" ? `${site}/blog/${doc.slug}` : null;
    },
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  access: {
    read: ({ req }) => (req.user ? true : { _status: { equals: "published" } }),
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
