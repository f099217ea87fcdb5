import { z } from "zod";
import type { ServiceContext } from "../context";
import { locationRowsByIds, locationRowsBySlugs } from "./cached-location-rows";
import { toLocation, type Location } from "./location";

const identifierSchema = z.union([
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
  z.string().regex(/^[a-z0-9-]{2,120}$/),
]);

/** A place's page, by its id (a review or comment on it refreshes that page's shared copy), or null. */
export async function locationUriOf(ctx: ServiceContext, locationId: number): Promise<string | null> {
  return (await getLocation(ctx, String(locationId)))?.uri ?? null;
}

/** A location by numeric id or slug; null when it does not exist or the identifier is malformed. */
export async function getLocation(ctx: ServiceContext, identifier: string): Promise<Location | null> {
  const parsed = identifierSchema.safeParse(identifier.trim().toLowerCase());
  if (!parsed.success) return null;
  const row =
    typeof parsed.data === "number"
      ? (await locationRowsByIds(ctx, [parsed.data])).get(parsed.data)
      : (await locationRowsBySlugs(ctx, [parsed.data])).get(parsed.data);
  return row ? toLocation(row) : null;
}

export async function getLocationsByIds(ctx: ServiceContext, ids: readonly number[]): Promise<Location[]> {
  const rows = await locationRowsByIds(ctx, ids);
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toLocation(row)] : [];
  });
}

export const MAX_LOCATIONS_PER_CALL = 20;

/**
 * Several locations in one round trip (a search names up to 20): slugs in one query, ids through
 * the loader, both behind the location cache. Answers in the order asked, null for any that does
 * not exist or is malformed.
 */
export async function getLocations(ctx: ServiceContext, identifiers: readonly string[]): Promise<(Location | null)[]> {
  const parsed = identifiers
    .slice(0, MAX_LOCATIONS_PER_CALL)
    .map((identifier) => identifierSchema.safeParse(identifier.trim().toLowerCase()));
  const slugs = parsed.flatMap((p) => (p.success && typeof p.data === "string" ? [p.data] : []));
  const ids = parsed.flatMap((p) => (p.success && typeof p.data === "number" ? [p.data] : []));
  const [slugRows, idRows] = await Promise.all([locationRowsBySlugs(ctx, slugs), locationRowsByIds(ctx, ids)]);
  return parsed.map((p) => {
    if (!p.success) return null;
    const row = typeof p.data === "number" ? idRows.get(p.data) : slugRows.get(p.data);
    return row ? toLocation(row) : null;
  });
}
