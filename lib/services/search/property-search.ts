import { z } from "zod";
import { findListingIdsByStreet } from "../../db/queries/search/property-search";
import type { ServiceContext } from "../context";
import { getListingsByIds } from "../listings/related-listings";
import type { Listing } from "../listings/listing";
import { badInput, type Result } from "../result";

/** Suggestions a search box shows while someone types an address. */
export const DEFAULT_PROPERTY_RESULTS = 8;
export const MAX_PROPERTY_RESULTS = 20;

const TYPE_AN_ADDRESS = "Type a street, or a number and street, in q (e.g. 12 Kookaburra).";

export const propertySearchSchema = z.object({
  q: z.string({ message: TYPE_AN_ADDRESS }).trim().min(2, TYPE_AN_ADDRESS).max(100, "q is at most 100 characters."),
  take: z.coerce
    .number({ message: "take must be a number." })
    .int("take must be a whole number.")
    .min(1, "take must be at least 1.")
    .max(MAX_PROPERTY_RESULTS, `take is at most ${MAX_PROPERTY_RESULTS}.`)
    .default(DEFAULT_PROPERTY_RESULTS),
});

export interface TypedAddress {
  streetNumber?: string;
  streetPrefix: string;
}

/**
 * What someone typed, read as an address: a leading number ("12", "12a", "3/12") is the street
 * number, the rest the start of the street's name. "12" alone has no street to look in, so it is
 * read as a street name too (and finds nothing rather than every number 12 in the country).
 */
export function readTypedAddress(q: string): TypedAddress {
  const words = q.trim().replace(/,/g, " ").split(/\s+/);
  const first = words[0] ?? "";
  if (words.length > 1 && /^\d+[a-z]?(\/\d+[a-z]?)?$/i.test(first))
    return { streetNumber: first.toUpperCase(), streetPrefix: words.slice(1).join(" ") };
  return { streetPrefix: words.join(" ") };
}

/**
 * GET /search/properties?q=: homes by address, as a search box suggests them. Only disclosed
 * addresses are searched: a hidden address is never found by its street, so the search cannot be
 * used to find out where a withheld home is. Listings go out through the pages' projection.
 */
export async function searchProperties(
  ctx: ServiceContext,
  query: { q?: string | null; take?: string | null },
): Promise<Result<{ listings: Listing[] }>> {
  const parsed = propertySearchSchema.safeParse({ q: query.q ?? undefined, take: query.take ?? undefined });
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const typed = readTypedAddress(parsed.data.q);
  const ids = await findListingIdsByStreet(ctx.db, { ...typed, take: parsed.data.take });
  return { ok: true, listings: await getListingsByIds(ctx, { ids, take: parsed.data.take }) };
}
