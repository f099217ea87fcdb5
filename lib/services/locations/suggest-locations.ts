import { findLocationsByPrefix } from "../../db/queries/locations/locations";
import { parseLocationQuery } from "../../locations/location-query";
import { isResidentialLocality } from "../../locations/residential-localities";
import type { ServiceContext } from "../context";
import { cachedList } from "./cached-location-rows";
import { toLocation, type Location } from "./location";

export const MAX_SUGGESTIONS = 20;

/**
 * Autocomplete for the search box: suburbs first (what people search), then regions and areas.
 * Unparseable or empty text gives no suggestions rather than an error. Places nobody lives in (a
 * PO-box postcode, North Pole 9999, an airport) are never suggested: the location tree keeps them
 * (each has a page, with no homes, offices or agents: docs/data.md), so they are left out here.
 */
export async function suggestLocations(ctx: ServiceContext, text: string, take = 8): Promise<Location[]> {
  const query = parseLocationQuery(text);
  if (!query) return [];
  const limit = Math.min(Math.max(1, Math.trunc(take)), MAX_SUGGESTIONS);
  // Typing repeats the same prefixes across visitors: the parsed query and limit are the key.
  const rows = await cachedList(ctx, "suggest", JSON.stringify([query, limit]), () =>
    findSuggestionRows(ctx, query, limit),
  );
  for (const row of rows) ctx.loaders.location.prime(row.id, row);
  return rows.map(toLocation);
}

async function findSuggestionRows(
  ctx: ServiceContext,
  query: NonNullable<ReturnType<typeof parseLocationQuery>>,
  limit: number,
) {
  const [suburbs, wider] = await Promise.all([
    findLocationsByPrefix(ctx.db, { ...query, types: ["suburb"], take: limit }),
    query.namePrefix && !query.postcodePrefix
      ? findLocationsByPrefix(ctx.db, { ...query, types: ["region", "area"], take: 3 })
      : Promise.resolve([]),
  ]);
  const lived = suburbs.filter(
    (row) => row.postcode === null || isResidentialLocality({ name: row.name, postcode: row.postcode }),
  );
  return [...lived.slice(0, Math.max(limit - wider.length, Math.ceil(limit / 2))), ...wider].slice(0, limit);
}
