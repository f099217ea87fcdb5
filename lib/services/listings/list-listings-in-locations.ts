import { z } from "zod";
import { findListingsInSuburbs } from "../../db/queries/listings";
import { getLocationsBySlugs } from "../../db/queries/locations";
import type { ServiceContext } from "../context";
import { toLocation, type Location } from "../locations/location";
import { toListing, type Listing } from "./listing";

export const PAGE_SIZE = 25;
const MAX_LOCATIONS = 20;

const SEARCH_MODE_STATUS = { Buy: "buy", Rent: "rent", Sold: "sold", Leased: "leased" } as const;

export const listInLocationsInput = z.object({
  searchMode: z.enum(["Buy", "Rent", "Sold", "Leased"]),
  locations: z
    .array(z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,120}$/, "Location must be a slug or an id"))
    .min(1, "Choose at least one location")
    .max(MAX_LOCATIONS, `Search at most ${MAX_LOCATIONS} locations at once`),
  page: z.number().int().min(1).max(10_000).default(1),
});

export type ListInLocationsInput = z.input<typeof listInLocationsInput>;

export interface ListingPage {
  total: number;
  listings: Listing[];
  locations: Location[];
  pagination: { currentPage: number; totalPages: number; pageSize: number };
}

/** Newest listings in the given suburbs for one search mode, 25 a page. */
export async function listListingsInLocations(ctx: ServiceContext, rawInput: ListInLocationsInput): Promise<ListingPage> {
  const input = listInLocationsInput.parse(rawInput);
  const numericIds = input.locations.filter((l) => /^\d+$/.test(l)).map(Number);
  const slugs = input.locations.filter((l) => !/^\d+$/.test(l));
  const [bySlug, byId] = await Promise.all([
    getLocationsBySlugs(ctx.db, slugs),
    ctx.loaders.location.loadMany(numericIds),
  ]);
  const locationRows = [...bySlug, ...byId.filter((r) => r != null && !(r instanceof Error))] as typeof bySlug;
  const { rows, total } = await findListingsInSuburbs(ctx.db, {
    suburbIds: locationRows.map((l) => l.id),
    statusType: SEARCH_MODE_STATUS[input.searchMode],
    skip: (input.page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const suburbName = new Map(locationRows.map((l) => [l.id, l]));
  for (const row of rows) ctx.loaders.listing.prime(row.id, row);
  return {
    total,
    listings: rows.map((row) => toListing(row, suburbName.get(row.suburbId) ?? { name: row.postcode })),
    locations: locationRows.map(toLocation),
    pagination: { currentPage: input.page, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)), pageSize: PAGE_SIZE },
  };
}
