import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { listings } from "../../schema";

/** `%` and `_` typed by a person are letters, not LIKE wildcards. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Listings at a disclosed address whose street name starts with `streetPrefix` (any case), and
 * whose number is `streetNumber` when given; by street, then number. The conditions match
 * `listings_street_idx` (NOCASE, partial on address_hidden = 0), so this is a range read of the
 * index, never a scan of the listings, and a hidden address can never match.
 */
export async function findListingIdsByStreet(
  db: Database,
  { streetPrefix, streetNumber, take }: { streetPrefix: string; streetNumber?: string; take: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        sql`address_hidden = 0`,
        sql`${listings.streetName} LIKE ${likePrefix(streetPrefix)} ESCAPE '\\'`,
        streetNumber === undefined ? undefined : eq(listings.streetNumber, streetNumber),
      ),
    )
    .orderBy(sql`${listings.streetName} COLLATE NOCASE`, asc(listings.streetNumber))
    .limit(take);
  return rows.map((row) => row.id);
}
