import { z } from "zod";

/**
 * What the content service tells the portal when a published post changes (published, updated,
 * unpublished or deleted): enough to name every page that shows it, nothing the portal must trust
 * beyond the signature. `site` is the portal origin the pages belong to; only allowed ones are purged.
 */
export const contentChangeSchema = z.object({
  event: z.enum(["published", "updated", "unpublished", "deleted"]),
  site: z.url(),
  post: z.object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    /** The slug before this change, when an editor renamed it: the old address is purged too. */
    previousSlug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .optional(),
    /** Category slugs before and after the change. */
    categories: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).max(50),
  }),
});

export type ContentChange = z.infer<typeof contentChangeSchema>;
