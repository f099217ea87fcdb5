import { asc, inArray, ne, eq, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { listings, locations } from "../../schema";

export type SitemapKind = "locations" | "streets" | "listings";

const CURRENT = ["buy", "rent"] as const;

function locationKind(kind: "locations" | "streets") {
  return kind === "streets" ? eq(locations.type, "street") : ne(locations.type, "street");
}

export async function countSitemapEntries(db: Database, kind: SitemapKind): Promise<number> {
  const [row] =
    kind === "listings"
      ? await db
          .select({ n: sql<number>`count(*)` })
          .from(listings)
          .where(inArray(listings.statusType, [...CURRENT]))
      : await db
          .select({ n: sql<number>`count(*)` })
          .from(locations)
          .where(locationKind(kind));
  return Number(row?.n ?? 0);
}

/** One page of location slugs in id order (the primary key walks it). */
export async function findSitemapLocations(db: Database, kind: "locations" | "streets", skip: number, take: number) {
  return db
    .select({ slug: locations.slug })
    .from(locations)
    .where(locationKind(kind))
    .orderBy(asc(locations.id))
    .limit(take)
    .offset(skip);
}

/** One page of current listings with what their URL is made of, in id order. */
export async function findSitemapListings(db: Database, skip: number, take: number) {
  return db
    .select({
      id: listings.id,
      addressHidden: listings.addressHidden,
      streetNumber: listings.streetNumber,
      streetName: listings.streetName,
      stateCode: listings.stateCode,
      postcode: listings.postcode,
      suburbName: locations.name,
    })
    .from(listings)
    .innerJoin(locations, eq(locations.id, listings.suburbId))
    .where(inArray(listings.statusType, [...CURRENT]))
    .orderBy(asc(listings.id))
    .limit(take)
    .offset(skip);
}
