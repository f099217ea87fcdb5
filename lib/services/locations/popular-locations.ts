import { z } from "zod";
import { findPopularSuburbs } from "../../db/queries/locations/locations";
import { STATE_CODES } from "../../locations/states";
import type { ServiceContext } from "../context";
import { toLocation, type Location } from "./location";

const input = z.object({
  stateCode: z.enum(STATE_CODES as [string, ...string[]]).optional(),
  take: z.number().int().min(1).max(50).default(12),
});

export async function getPopularLocations(ctx: ServiceContext, raw: z.input<typeof input>): Promise<Location[]> {
  const { stateCode, take } = input.parse(raw);
  const rows = await findPopularSuburbs(ctx.db, stateCode, take);
  for (const row of rows) ctx.loaders.location.prime(row.id, row);
  return rows.map(toLocation);
}
