import { z } from "zod";
import { findNewestListings } from "../../db/queries/listings/listings";
import { SEARCH_MODES } from "../../search/search-mode";
import type { ServiceContext } from "../context";
import { STATUS_TYPE_FOR_MODE } from "../search/listing-search-query";
import { toListing, type Listing } from "./listing";

const DAY_MS = 86_400_000;

const input = z.object({
  searchMode: z.enum(SEARCH_MODES).default("Buy"),
  take: z.number().int().min(1).max(24).default(8),
  maxAgeDays: z.number().int().min(1).max(90).default(14),
});

/** The home page's "just listed": newest first, within maxAgeDays so stale stock never leads. */
export async function getHomePageListings(ctx: ServiceContext, raw: z.input<typeof input>): Promise<Listing[]> {
  const { searchMode, take, maxAgeDays } = input.parse(raw);
  const rows = await findNewestListings(ctx.db, STATUS_TYPE_FOR_MODE[searchMode], ctx.now - maxAgeDays * DAY_MS, take);
  const suburbs = await ctx.loaders.location.loadMany(rows.map((r) => r.suburbId));
  return rows.map((row, i) => {
    ctx.loaders.listing.prime(row.id, row);
    const suburb = suburbs[i];
    return toListing(row, suburb && !(suburb instanceof Error) ? suburb : { name: row.postcode });
  });
}
