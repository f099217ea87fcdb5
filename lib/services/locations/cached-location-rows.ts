import { locationCacheOf } from "../../cache/request-location-cache";
import type { LocationCacheKind } from "../../cache/location-cache";
import { getLocationsBySlugs, type LocationRow } from "../../db/queries/locations/locations";
import { getBoundaryTexts } from "../../db/queries/search/locations";
import type { ServiceContext } from "../context";

/**
 * Location and boundary lookups through the request's location cache (lib/cache; 600,000 ms,
 * 10 entries per bucket). Without a cache (plain Node) they go straight to the database. Rows
 * found either way are primed into the request's DataLoader so later loads by id are free.
 */
async function cachedByKey<K extends string | number, V>(
  ctx: ServiceContext,
  kind: LocationCacheKind,
  keys: readonly K[],
  load: (keys: K[]) => Promise<Map<K, V>>,
): Promise<Map<K, V>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const cache = locationCacheOf(ctx);
  if (!cache) return load(unique);
  const byText = new Map(unique.map((key) => [String(key), key]));
  const values = await cache.lookupMany<V>(kind, [...byText.keys()], async (missing) => {
    const loaded = await load(missing.flatMap((text) => byText.get(text) ?? []));
    return new Map([...loaded].map(([key, value]) => [String(key), value]));
  });
  return new Map(unique.flatMap((key, index) => (values[index] == null ? [] : [[key, values[index]] as const])));
}

export async function locationRowsByIds(
  ctx: ServiceContext,
  ids: readonly number[],
): Promise<Map<number, LocationRow>> {
  const rows = await cachedByKey(ctx, "location-id", ids, async (missing) => {
    const loaded = await ctx.loaders.location.loadMany(missing);
    return new Map(loaded.flatMap((row) => (row && !(row instanceof Error) ? [[row.id, row] as const] : [])));
  });
  for (const row of rows.values()) ctx.loaders.location.prime(row.id, row);
  return rows;
}

export async function locationRowsBySlugs(
  ctx: ServiceContext,
  slugs: readonly string[],
): Promise<Map<string, LocationRow>> {
  const rows = await cachedByKey(ctx, "location-slug", slugs, async (missing) => {
    const loaded = await getLocationsBySlugs(ctx.db, missing);
    return new Map(loaded.map((row) => [row.slug, row]));
  });
  for (const row of rows.values()) ctx.loaders.location.prime(row.id, row);
  return rows;
}

/** Boundary WKT by location id (the wellKnownText of each searched location in a search context). */
export function boundaryTextsByIds(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, string>> {
  return cachedByKey(ctx, "boundary", ids, (missing) => getBoundaryTexts(ctx.db, missing));
}

/** One place's boundary WKT: suburbs have one (derived by the seed); larger places and streets do not. */
export async function boundaryTextOf(
  ctx: ServiceContext,
  location: { id: number; type: string },
): Promise<string | null> {
  if (location.type !== "suburb") return null;
  return (await boundaryTextsByIds(ctx, [location.id])).get(location.id) ?? null;
}

/** One cached value under one key; absent values are not cached (the next request looks again). */
export async function cachedValue<V>(
  ctx: ServiceContext,
  kind: LocationCacheKind,
  key: string,
  load: () => Promise<V | undefined>,
): Promise<V | null> {
  const cache = locationCacheOf(ctx);
  if (!cache) return (await load()) ?? null;
  return cache.lookup<V>(kind, key, load);
}

/** A cached list under one key (suggestions for a typed text). */
export async function cachedList<V>(
  ctx: ServiceContext,
  kind: LocationCacheKind,
  key: string,
  load: () => Promise<V[]>,
): Promise<V[]> {
  const cache = locationCacheOf(ctx);
  if (!cache) return load();
  return (await cache.lookup<V[]>(kind, key, load)) ?? [];
}
