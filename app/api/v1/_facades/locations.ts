import { z } from "zod";
import type { ServiceContext } from "@/lib/services/context";
import { badInput, fail, type Result } from "@/lib/services/result";
import { findBoundariesAround } from "@/lib/db/queries/locations/location-listings";
import { isPointInPolygon } from "@/lib/db/queries/search/polygon";
import { shapeFromWellKnownText } from "@/lib/search/polyline";
import { boundaryTextOf } from "@/lib/services/locations/cached-location-rows";
import { getLocationsByIds } from "@/lib/services/locations/get-location";
import type { Location } from "@/lib/services/locations/location";
import { getLocalAgents, type LocalAgent } from "@/lib/services/locations/local-agents";
import { getLocalPros, type LocalProsOfPlace } from "@/lib/services/locations/local-pros";
import { getNearbyOfLocation, NEARBY_TAKE } from "@/lib/services/locations/location-places";
import { MAX_SUGGESTIONS, suggestLocations } from "@/lib/services/locations/suggest-locations";

/*
 * The main API's location calls (app/api/v1/…): JSON for clients outside the app, with the
 * defaults the product documents (nearby take 5). Every input is parsed here; a malformed one is
 * a 400 with a sentence, an unknown location a 404.
 */

const NOT_FOUND = "No location has that id.";
const idSchema = z
  .string()
  .regex(/^\d{1,9}$/, "A location id is a number, e.g. 5713470.")
  .transform(Number);
const flag = z
  .enum(["true", "false"], { message: "Use true or false." })
  .optional()
  .transform((value) => value === "true");

async function locationOf(ctx: ServiceContext, rawId: string): Promise<Result<{ location: Location }>> {
  const id = idSchema.safeParse(rawId);
  if (!id.success) return badInput(id.error, id.error.issues[0]?.message);
  const [location] = await getLocationsByIds(ctx, [id.data]);
  return location ? { ok: true, location } : fail("NOT_FOUND", NOT_FOUND);
}

/** GET /location/{id}?includeSurrounding=true: the location, and its nearest suburbs when asked. */
export async function locationById(
  ctx: ServiceContext,
  rawId: string,
  query: { includeSurrounding?: string | null },
): Promise<Result<{ location: Location; surrounding?: Location[] }>> {
  const include = flag.safeParse(query.includeSurrounding ?? undefined);
  if (!include.success) return badInput(include.error, `includeSurrounding: ${include.error.issues[0]?.message}`);
  const found = await locationOf(ctx, rawId);
  if (!found.ok) return found;
  if (!include.data) return found;
  return { ok: true, location: found.location, surrounding: await getNearbyOfLocation(ctx, found.location) };
}

const takeSchema = z.coerce
  .number({ message: "take must be a number." })
  .int("take must be a whole number.")
  .min(1, "take must be at least 1.")
  .max(8, "take is at most 8.")
  .default(NEARBY_TAKE);

/** GET /location/{id}/nearby?take=5: the nearest suburbs, nearest first. */
export async function nearbyById(
  ctx: ServiceContext,
  rawId: string,
  query: { take?: string | null },
): Promise<Result<{ locations: Location[] }>> {
  const take = takeSchema.safeParse(query.take ?? undefined);
  if (!take.success) return badInput(take.error, take.error.issues[0]?.message);
  const found = await locationOf(ctx, rawId);
  if (!found.ok) return found;
  return { ok: true, locations: await getNearbyOfLocation(ctx, found.location, take.data) };
}

/** GET /location/{id}/spatial: the boundary as well-known text (suburbs; null for other places). */
export async function spatialById(
  ctx: ServiceContext,
  rawId: string,
): Promise<Result<{ id: number; wellKnownText: string | null }>> {
  const found = await locationOf(ctx, rawId);
  if (!found.ok) return found;
  return { ok: true, id: found.location.id, wellKnownText: await boundaryTextOf(ctx, found.location) };
}

const pointSchema = z.object({
  latitude: z.coerce
    .number({ message: "The latitude is a number, e.g. -37.8136." })
    .min(-90, "The latitude is between -90 and 90.")
    .max(90, "The latitude is between -90 and 90."),
  longitude: z.coerce
    .number({ message: "The longitude is a number, e.g. 144.9631." })
    .min(-180, "The longitude is between -180 and 180.")
    .max(180, "The longitude is between -180 and 180."),
});

/**
 * GET /location/{id}/{lat}/{long}: the suburb of the location that holds the point (reverse
 * geocoding within a place: a state, region, area or the suburb itself). A 404 when none does:
 * the point is outside the place, or in the sea.
 */
export async function suburbAtPoint(
  ctx: ServiceContext,
  rawId: string,
  raw: { latitude: string; longitude: string },
): Promise<Result<{ location: Location; suburb: Location }>> {
  const point = pointSchema.safeParse(raw);
  if (!point.success) return badInput(point.error, point.error.issues[0]?.message);
  const found = await locationOf(ctx, rawId);
  if (!found.ok) return found;
  const { latitude, longitude } = point.data;
  const candidates = (await findBoundariesAround(ctx.db, point.data)).filter((row) => {
    const ring = shapeFromWellKnownText(row.wellKnownText);
    return ring !== undefined && isPointInPolygon(latitude, longitude, ring);
  });
  const suburbs = await getLocationsByIds(
    ctx,
    candidates.map((row) => row.locationId),
  );
  const within = found.location;
  const suburb = suburbs.find((place) => place.id === within.id || place.hierarchyIds.includes(within.id));
  return suburb
    ? { ok: true, location: within, suburb }
    : fail("NOT_FOUND", `No suburb of ${within.name} holds that point.`);
}

/** GET /location/{id}/sponsor: the agents who sold most there over the last 12 months. */
export async function sponsorById(
  ctx: ServiceContext,
  rawId: string,
  query: { take?: string | null },
): Promise<Result<{ id: number; agents: LocalAgent[] }>> {
  const take = z.coerce
    .number({ message: "take must be a number." })
    .optional()
    .safeParse(query.take ?? undefined);
  if (!take.success) return badInput(take.error, take.error.issues[0]?.message);
  const found = await locationOf(ctx, rawId);
  if (!found.ok) return found;
  const agents = await getLocalAgents(ctx, found.location, take.data);
  return agents.ok ? { ok: true, id: found.location.id, agents: agents.agents } : agents;
}

/** GET /location/{id}/pros: what locals like about a suburb or street (none for larger places). */
export async function prosById(ctx: ServiceContext, rawId: string): Promise<Result<{ id: number } & LocalProsOfPlace>> {
  const found = await locationOf(ctx, rawId);
  if (!found.ok) return found;
  return { ok: true, id: found.location.id, ...(await getLocalPros(ctx, found.location)) };
}

const searchSchema = z.object({
  q: z
    .string({ message: "Type a suburb, region or postcode in q." })
    .trim()
    .min(1, "Type a suburb, region or postcode in q.")
    .max(80),
  take: z.coerce.number().int().min(1).max(MAX_SUGGESTIONS).default(8),
});

/** GET /search/locations?q=bondi&take=8: the search box's suggestions. */
export async function searchLocationsApi(
  ctx: ServiceContext,
  query: { q?: string | null; take?: string | null },
): Promise<Result<{ locations: Location[] }>> {
  const parsed = searchSchema.safeParse({ q: query.q ?? undefined, take: query.take ?? undefined });
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  return { ok: true, locations: await suggestLocations(ctx, parsed.data.q, parsed.data.take) };
}
