import { z } from "zod";
import { getLocationBySlug } from "../../db/queries/locations";
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
