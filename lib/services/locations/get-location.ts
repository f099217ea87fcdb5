import { z } from "zod";
import { getLocationBySlug, getLocationsBySlugs } from "../../db/queries/locations";
import type { ServiceContext } from "../context";
import { toLocation, type Location } from "./location";

const identifierSchema = z.union([
  z.string().regex(/^\d{1,9}$/).transform(Number),
  z.string().regex(/^[a-z0-9-]{2,120}$/),
]);

/** A location by numeric id or slug; null when it does not exist or the identifier is malformed. */
export async function getLocation(ctx: ServiceContext, identifier: string): Promise<Location | null> {
  const parsed = identifierSchema.safeParse(identifier.trim().toLowerCase());
  if (!parsed.success) return null;
  const row =
    typeof parsed.data === "number" ? await ctx.loaders.location.load(parsed.data) : await getLocationBySlug(ctx.db, parsed.data);
  if (!row) return null;
  ctx.loaders.location.prime(row.id, row);
  return toLocation(row);
}

export async function getLocationsByIds(ctx: ServiceContext, ids: readonly number[]): Promise<Location[]> {
  const rows = await ctx.loaders.location.loadMany(ids);
  return rows.flatMap((row) => (row && !(row instanceof Error) ? [toLocation(row)] : []));
}

export const MAX_LOCATIONS_PER_CALL = 20;

/**
 * Several locations in one round trip (a search names up to 20): slugs in one query, ids through
 * the loader. Answers in the order asked, null for any that does not exist or is malformed.
 */
export async function getLocations(ctx: ServiceContext, identifiers: readonly string[]): Promise<(Location | null)[]> {
  const parsed = identifiers.slice(0, MAX_LOCATIONS_PER_CALL).map((identifier) => identifierSchema.safeParse(identifier.trim().toLowerCase()));
  const slugs = parsed.flatMap((p) => (p.success && typeof p.data === "string" ? [p.data] : []));
  const ids = parsed.flatMap((p) => (p.success && typeof p.data === "number" ? [p.data] : []));
  const [bySlug, byId] = await Promise.all([getLocationsBySlugs(ctx.db, slugs), ctx.loaders.location.loadMany(ids)]);
  const slugRows = new Map(bySlug.map((row) => [row.slug, row]));
  for (const row of bySlug) ctx.loaders.location.prime(row.id, row);
  const idRows = new Map(byId.flatMap((row) => (row && !(row instanceof Error) ? [[row.id, row] as const] : [])));
  return parsed.map((p) => {
    if (!p.success) return null;
    const row = typeof p.data === "number" ? idRows.get(p.data) : slugRows.get(p.data);
    return row ? toLocation(row) : null;
  });
}
