/**
 * A small, deterministic search data set in an in-memory SQLite database built from the real
 * migrations: one state, two regions, nine suburbs with neighbours and boundaries, two offices
 * and 900 listings across every status, type (subtypes included), room count, price (some
 * withheld), feature, open-home and auction pattern. Tests compare the search against plain
 * JavaScript over `listingRows`, so every count is checkable.
 */
import type { DatabaseSync } from "node:sqlite";
import type { Database } from "@/lib/db/database";
import type { StoredListingRow as ListingRow } from "@/lib/db/queries/listings/listings";
import { applyD1Limits, applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import {
  agents,
  companies,
  listingInspections,
  listings,
  locationBoundaries,
  locationNeighbours,
  locations,
  offices,
} from "@/lib/db/schema";

/** "Now" of the data set: Saturday 14 March 2026, 9 am in Sydney. */
export const FIXTURE_NOW = Date.UTC(2026, 2, 13, 22, 0, 0);
const DAY = 86_400_000;

export const NSW_ID = 2;
export const EASTERN_REGION = { id: 1001, slug: "sydney-eastern-suburbs-nsw" };
export const INNER_WEST_REGION = { id: 1002, slug: "sydney-inner-west-nsw" };

/** [id, name, postcode, latitude, longitude, region]. */
const SUBURBS = [
  [5_710_001, "Bondi", "2026", -33.8915, 151.2767, EASTERN_REGION.id],
  [5_710_002, "Bronte", "2024", -33.9037, 151.2645, EASTERN_REGION.id],
  [5_710_003, "Coogee", "2034", -33.9205, 151.2559, EASTERN_REGION.id],
  [5_710_004, "Randwick", "2031", -33.9139, 151.2412, EASTERN_REGION.id],
  [5_710_005, "Waverley", "2024", -33.8982, 151.2516, EASTERN_REGION.id],
  [5_710_006, "Clovelly", "2031", -33.9126, 151.2635, EASTERN_REGION.id],
  [5_710_007, "Newtown", "2042", -33.8982, 151.1787, INNER_WEST_REGION.id],
  [5_710_008, "Enmore", "2042", -33.9007, 151.1729, INNER_WEST_REGION.id],
  [5_710_009, "Glebe", "2037", -33.88, 151.186, INNER_WEST_REGION.id],
] as const;

export type FixtureSuburb = { id: number; name: string; slug: string; latitude: number; longitude: number };
export const FIXTURE_SUBURBS: FixtureSuburb[] = SUBURBS.map(([id, name, postcode, latitude, longitude]) => ({
  id,
  name,
  slug: `${name.toLowerCase()}-nsw-${postcode}`,
  latitude,
  longitude,
}));
const areaOf = (regionId: number) => regionId + 1000;
export const suburb = (name: string) => FIXTURE_SUBURBS.find((s) => s.name === name)!;

export const OFFICES = [
  { id: 501, slug: "harbour-realty-bondi" },
  { id: 502, slug: "harbour-realty-newtown" },
];

/** Small seeded PRNG (mulberry32): the data set is the same on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const STATUSES = ["buy", "rent", "sold", "leased"] as const;
/** Common types plus subtypes 19 (residential land) and 22 (dairy, a rural subtype). */
const TYPES = [7, 7, 7, 4, 4, 14, 13, 12, 11, 15, 19, 2, 22, 1, 16] as const;

function distanceKm(a: FixtureSuburb, b: FixtureSuburb): number {
  return Math.hypot((a.latitude - b.latitude) * 111, (a.longitude - b.longitude) * 92);
}

function squareWkt(s: FixtureSuburb): string {
  const d = 0.006;
  const ring = [
    [-d, -d],
    [d, -d],
    [d, d],
    [-d, d],
    [-d, -d],
  ].map(([y, x]) => `${s.longitude + x!} ${s.latitude + y!}`);
  return `POLYGON((${ring.join(", ")}))`;
}

function makeListings(count: number): {
  rows: ListingRow[];
  inspections: { listingId: number; startsAt: number; endsAt: number }[];
} {
  const rng = random(42);
  const rows: ListingRow[] = [];
  const inspections: { listingId: number; startsAt: number; endsAt: number }[] = [];
  for (let i = 0; i < count; i++) {
    const place = rng.pick(FIXTURE_SUBURBS);
    const statusType = STATUSES[i % 4]!;
    const propertyType = rng.pick(TYPES);
    const bedrooms = [15, 19, 2, 22].includes(propertyType) ? 0 : rng.int(0, 7);
    const live = statusType === "buy" || statusType === "rent";
    const rental = statusType === "rent" || statusType === "leased";
    // Every 7th price is withheld; prices repeat on purpose so ties exercise the id tie-break.
    const price = i % 7 === 3 ? null : rental ? 100 * rng.int(3, 15) : 50_000 * rng.int(8, 50);
    const nextInspectionAt =
      live && rng.next() < 0.6 ? FIXTURE_NOW + rng.int(-1, 9) * DAY + rng.int(0, 8) * 3_600_000 : null;
    const auctionAt = statusType === "buy" && rng.next() < 0.3 ? FIXTURE_NOW + rng.int(-3, 20) * DAY : null;
    const id = 100_000_000 + ((i * 7919) % 1_000_003);
    const completedAt = FIXTURE_NOW - rng.int(1, 700) * DAY;
    rows.push({
      id,
      statusType,
      propertyType,
      tierType: "standard",
      isExclusive: false,
      title: `Listing ${i}`,
      description: "A home.",
      suburbId: place.id,
      stateCode: "NSW",
      postcode: "2000",
      streetNumber: String(rng.int(1, 99)),
      streetName: rng.next() < 0.2 ? "Campbell Parade" : "Hall Street",
      addressHidden: rng.next() < 0.1,
      latitude: place.latitude + (rng.next() - 0.5) * 0.01,
      longitude: place.longitude + (rng.next() - 0.5) * 0.01,
      price,
      priceText: price == null ? "Contact agent" : `$${price}`,
      priceLongText: "",
      bedrooms,
      bathrooms: rng.int(1, 4),
      carSpaces: rng.int(0, 3),
      // Bits 0–4 (amenities) and 37 (water tank, above 32 bits) exercise the mask.
      featureMask: rng.int(0, 31) + (rng.next() < 0.3 ? 2 ** 37 : 0),
      landArea: propertyType === 4 ? null : rng.int(100, 2000),
      frontage: propertyType === 4 ? null : rng.int(5, 40),
      landDepthLeft: null,
      landDepthRight: null,
      estate: null,
      buildingArea: null,
      energyRating: null,
      isUnderOffer: statusType === "buy" && rng.next() < 0.15,
      listedAt: FIXTURE_NOW - rng.int(1, 90) * DAY - i,
      auctionAt,
      nextInspectionAt,
      soldAt: statusType === "sold" ? completedAt : null,
      soldPrice: statusType === "sold" ? price : null,
      leasedAt: statusType === "leased" ? completedAt : null,
      bond: null,
      availableAt: null,
      hasVideo: rng.next() < 0.3,
      hasVirtualTour: rng.next() < 0.2,
      photoCount: 5,
      artSeed: i,
      agentId: 1,
      officeId: place.id <= 5_710_006 ? OFFICES[0]!.id : OFFICES[1]!.id,
      boost: rng.pick([0, 0, 0, 500, 1000]) + rng.int(0, 3),
      coordinatePrecision: "address",
      editorFields: "[]",
    });
    if (nextInspectionAt != null) {
      inspections.push({ listingId: id, startsAt: nextInspectionAt, endsAt: nextInspectionAt + 1_800_000 });
      if (rng.next() < 0.5)
        inspections.push({
          listingId: id,
          startsAt: nextInspectionAt + 7 * DAY,
          endsAt: nextInspectionAt + 7 * DAY + 1_800_000,
        });
    }
  }
  return { rows, inspections };
}

export interface SearchFixture {
  sqlite: DatabaseSync;
  db: Database;
  listingRows: ListingRow[];
  inspectionRows: { listingId: number; startsAt: number; endsAt: number }[];
}

async function insertChunked<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 40,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function createSearchFixture(listingCount = 900): Promise<SearchFixture> {
  const sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  const db = nodeSqliteDatabase(sqlite);
  const base = { searchName: "", stateCode: "NSW", stateId: NSW_ID, popularity: 1, listingCount: 0 };
  await db.insert(locations).values([
    {
      ...base,
      id: NSW_ID,
      type: "state",
      name: "New South Wales",
      slug: "nsw",
      uniqueUri: "/nsw",
      latitude: -33,
      longitude: 151,
    },
    {
      ...base,
      id: EASTERN_REGION.id,
      type: "region",
      name: "Sydney - Eastern Suburbs",
      slug: EASTERN_REGION.slug,
      uniqueUri: "/nsw/region/e",
      latitude: -33.9,
      longitude: 151.25,
      parentId: NSW_ID,
    },
    {
      ...base,
      id: INNER_WEST_REGION.id,
      type: "region",
      name: "Sydney - Inner West",
      slug: INNER_WEST_REGION.slug,
      uniqueUri: "/nsw/region/w",
      latitude: -33.9,
      longitude: 151.18,
      parentId: NSW_ID,
    },
    // One area (SA3) per region; as in the seed, a suburb's parent is its area, an area's its region.
    ...[EASTERN_REGION, INNER_WEST_REGION].map((region) => ({
      ...base,
      id: areaOf(region.id),
      type: "area" as const,
      name: `${region.slug} area`,
      slug: `${region.slug}-area`,
      uniqueUri: `/nsw/area/${region.id}`,
      latitude: -33.9,
      longitude: 151.2,
      parentId: region.id,
      regionId: region.id,
    })),
    ...SUBURBS.map(([id, name, postcode, latitude, longitude, regionId], i) => ({
      ...base,
      id,
      type: "suburb" as const,
      name,
      slug: FIXTURE_SUBURBS[i]!.slug,
      uniqueUri: `/nsw/${FIXTURE_SUBURBS[i]!.slug}`,
      postcode,
      latitude,
      longitude,
      parentId: areaOf(regionId),
      regionId,
      areaId: areaOf(regionId),
      suburbId: id,
    })),
  ]);
  await db.insert(locationBoundaries).values(
    FIXTURE_SUBURBS.map((s) => ({
      locationId: s.id,
      wellKnownText: squareWkt(s),
      minLatitude: s.latitude - 0.006,
      maxLatitude: s.latitude + 0.006,
      minLongitude: s.longitude - 0.006,
      maxLongitude: s.longitude + 0.006,
    })),
  );
  await db.insert(locationNeighbours).values(
    FIXTURE_SUBURBS.flatMap((s) =>
      FIXTURE_SUBURBS.filter((n) => n.id !== s.id)
        .map((n) => ({ n, d: distanceKm(s, n) }))
        .sort((a, b) => a.d - b.d)
        .map(({ n, d }, rank) => ({ locationId: s.id, neighbourId: n.id, rank, distanceKm: d })),
    ),
  );
  await db.insert(offices).values(
    OFFICES.map((o) => ({
      id: o.id,
      companyId: 1,
      name: o.slug,
      slug: o.slug,
      phone: "",
      email: "",
      streetAddress: "",
      suburbId: 5_710_001,
      stateCode: "NSW",
      latitude: -33.89,
      longitude: 151.27,
    })),
  );
  // Listing cards show the agent and the office's company.
  await db
    .insert(companies)
    .values({ id: 1, name: "Harbour Realty", slug: "harbour-realty", brandColour: "#003366", textColour: "#ffffff" });
  await db.insert(agents).values({
    id: 1,
    username: "sam-lee",
    officeId: OFFICES[0]!.id,
    firstName: "Sam",
    lastName: "Lee",
    jobTitle: "Agent",
    bio: "",
    phone: "",
    mobile: "",
    email: "sam@harbour.example",
    tier: "standard",
    yearsExperience: 5,
  });
  const { rows, inspections } = makeListings(listingCount);
  await insertChunked(rows, (chunk) => db.insert(listings).values(chunk));
  await insertChunked(inspections, (chunk) => db.insert(listingInspections).values(chunk));
  // From here on, what D1 refuses fails here too (5 SELECTs in a UNION ALL, 100 parameters, …).
  applyD1Limits(sqlite);
  return { sqlite, db, listingRows: rows, inspectionRows: inspections };
}
