import type { CollectionConfig } from "payload";
import { slugField } from "../fields/slug";

export const Authors: CollectionConfig = {
  slug: "authors",
  admin: { useAsTitle: "name" },
  access: {
    read: () => true,
    create: ({ req }) => Boolean(req.user),
    update: ({ req }) => Boolean(req.user),
    delete: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: "name", type: "text", required: true },
    slugField,
    { name: "role", type: "text" },
    { name: "bio", type: "textarea" },
  ],
};
