import { z } from "zod";
import {
  countListingsBySuburbs,
  findChildLocations,
  findLocationsOfType,
  getLocationByUniqueUri,
} from "../../db/queries/locations/location-places";
import { findLocationsByPrefix, type LocationRow } from "../../db/queries/locations/locations";
import { findNeighbours } from "../../db/queries/listings/listings-related";
import { parseLocationQuery } from "../../locations/location-query";
import { STATE_CODES } from "../../locations/states";
import type { ServiceContext } from "../context";
import { cachedList, cachedValue } from "./cached-location-rows";
import { getLocationsByIds } from "./get-location";
import { toLocation, type Location } from "./location";

/** Nearby locations: 5 unless asked otherwise. */
export const NEARBY_TAKE = 5;
/** The most places one list on a location page shows (an area's suburbs fit). */
export const MAX_PLACES_TAKE = 200;
export const LOCATION_TYPES = ["state", "region", "area", "suburb", "street"] as const;

function toLocations(ctx: ServiceContext, rows: readonly LocationRow[]): Location[] {
  for (const row of rows) ctx.loaders.location.prime(row.id, row);
  return rows.map(toLocation);
}

const takeSchema = (fallback: number) => z.number().int().min(1).max(MAX_PLACES_TAKE).default(fallback);

/** The places one level down from `location`, busiest first. */
export async function getChildLocations(
  ctx: ServiceContext,
  location: Location,
  rawTake?: number,
): Promise<Location[]> {
  const take = takeSchema(50).parse(rawTake ?? undefined);
  const rows = await cachedList(ctx, "location-children", `${location.id}:${take}`, () =>
    findChildLocations(ctx.db, location.id, take),
  );
  return toLocations(ctx, rows);
}

const indexInput = z.object({
  type: z.enum(LOCATION_TYPES),
  stateCode: z.enum(STATE_CODES as [string, ...string[]]).optional(),
  take: takeSchema(50),
});

/** Places of one type (in one state, when given), busiest first: the location index's tabs. */
export async function getLocationIndex(ctx: ServiceContext, raw: z.input<typeof indexInput>): Promise<Location[]> {
  const { type, stateCode, take } = indexInput.parse(raw);
  const rows = await cachedList(ctx, "location-index", `${type}:${stateCode ?? ""}:${take}`, () =>
    findLocationsOfType(ctx.db, type, stateCode, take),
  );
  return toLocations(ctx, rows);
}

const findInput = z.object({
  text: z.string().max(80),
  type: z.enum(LOCATION_TYPES),
  stateCode: z.enum(STATE_CODES as [string, ...string[]]).optional(),
  take: takeSchema(50),
});

/**
 * The find pages (find a region, a suburb, a street): places of one type whose name (or postcode)
 * starts with the text; with no text, the busiest of that type.
 */
export async function findLocationsOfTypeByText(
  ctx: ServiceContext,
  raw: z.input<typeof findInput>,
): Promise<Location[]> {
  const { text, type, stateCode, take } = findInput.parse(raw);
  const query = parseLocationQuery(text);
  if (!query) return getLocationIndex(ctx, { type, stateCode, take });
  const rows = await cachedList(ctx, "suggest", JSON.stringify(["find", type, stateCode, query, take]), () =>
    findLocationsByPrefix(ctx.db, { ...query, stateCode: stateCode ?? query.stateCode, types: [type], take }),
  );
  return toLocations(ctx, rows);
}

const uniqueUriSchema = z
  .string()
  .max(300)
  .regex(/^(\/[a-z0-9-]+){1,4}$/);

/** A location by its uniqueUri (`/vic/melbourne-3000`); null when none has it. */
export async function getLocationByUri(ctx: ServiceContext, uniqueUri: string): Promise<Location | null> {
  const parsed = uniqueUriSchema.safeParse(uniqueUri.toLowerCase().replace(/\/+$/, ""));
  if (!parsed.success) return null;
  const row = await cachedValue(ctx, "location-uri", parsed.data, () => getLocationByUniqueUri(ctx.db, parsed.data));
  return row ? toLocations(ctx, [row])[0]! : null;
}

/** The suburb a place belongs to for suburb figures: itself, or a street's suburb. */
function suburbIdOf(location: Location): number | null {
  if (location.type === "suburb") return location.id;
  if (location.type === "street") return location.hierarchyIds.at(-1) ?? null;
  return null;
}

/** Nearby suburbs (5 by default), nearest first, from the neighbours the seed precomputed. */
export async function getNearbyOfLocation(
  ctx: ServiceContext,
  location: Location,
  rawTake?: number,
): Promise<Location[]> {
  const take = z
    .number()
    .int()
    .min(1)
    .max(8)
    .default(NEARBY_TAKE)
    .parse(rawTake ?? undefined);
  const suburbId = suburbIdOf(location);
  if (suburbId === null) return [];
  const neighbours = await findNeighbours(ctx.db, suburbId, take);
  return getLocationsByIds(
    ctx,
    neighbours.map((n) => n.neighbourId),
  );
}

export interface ListingCounts {
  buy: number;
  rent: number;
  sold: number;
  leased: number;
}

/**
 * Homes for sale, for rent, sold and leased in a suburb (from the trigger-kept figure table); null
 * for other places, whose searches cover their suburbs and neighbours differently.
 */
export async function getListingCounts(ctx: ServiceContext, location: Location): Promise<ListingCounts | null> {
  if (location.type !== "suburb") return null;
  const counts: ListingCounts = { buy: 0, rent: 0, sold: 0, leased: 0 };
  const rows = await cachedList(ctx, "location-counts", String(location.id), () =>
    countListingsBySuburbs(ctx.db, [location.id]),
  );
  for (const row of rows) counts[row.statusType] = Number(row.listings);
  return counts;
}
