import { z } from "zod";
import {
  countSitemapEntries,
  findSitemapListings,
  findSitemapLocations,
  type SitemapKind,
} from "../../db/queries/sitemap/sitemap";
import { listingPath, listingSlug } from "../../listings/listing-url";
import type { ServiceContext } from "../context";
import { fail, type Result } from "../result";
import { locationPath } from "../../locations/location-urls";

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_KINDS: readonly SitemapKind[] = ["locations", "streets", "listings"];

/** The sitemap files there are now: `{kind}-{page}` names, each with at most 50,000 URLs. */
export async function sitemapNames(ctx: ServiceContext, maxUrls = SITEMAP_MAX_URLS): Promise<string[]> {
  const counts = await Promise.all(SITEMAP_KINDS.map((kind) => countSitemapEntries(ctx.db, kind)));
  return SITEMAP_KINDS.flatMap((kind, i) =>
    Array.from({ length: Math.max(1, Math.ceil(counts[i]! / maxUrls)) }, (_, page) => `${kind}-${page}`),
  );
}

const nameSchema = z
  .string()
  .regex(/^(locations|streets|listings)-(\d{1,4})$/, "There is no sitemap with that name.")
  .transform((name) => {
    const [kind, page] = name.split("-") as [SitemapKind, string];
    return { kind, page: Number(page) };
  });

/** The paths in one sitemap file, or NOT_FOUND for a name or page that does not exist. */
export async function sitemapPaths(
  ctx: ServiceContext,
  name: string,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<Result<{ paths: string[] }>> {
  const parsed = nameSchema.safeParse(name);
  if (!parsed.success) return fail("NOT_FOUND", "There is no sitemap with that name.");
  const { kind, page } = parsed.data;
  const skip = page * maxUrls;
  const paths =
    kind === "listings"
      ? (await findSitemapListings(ctx.db, skip, maxUrls)).map((row) => listingPath(listingSlug(row), row.id))
      : (await findSitemapLocations(ctx.db, kind, skip, maxUrls)).map((row) => locationPath(row.slug));
  if (paths.length === 0 && page > 0) return fail("NOT_FOUND", "There is no sitemap with that name.");
  return { ok: true, paths };
}
