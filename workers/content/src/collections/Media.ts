import type { CollectionConfig } from "payload";

/** Images for posts, stored in R2. Resizing needs sharp, which Workers lack, so images keep their own size. */
export const Media: CollectionConfig = {
  slug: "media",
  access: {
    read: () => true,
    create: ({ req }) => Boolean(req.user),
    update: ({ req }) => Boolean(req.user),
    delete: ({ req }) => Boolean(req.user),
  },
  fields: [{ name: "alt", type: "text", required: true }],
  upload: { crop: false, focalPoint: false, mimeTypes: ["image/*"] },
};
