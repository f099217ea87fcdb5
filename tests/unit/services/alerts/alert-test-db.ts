import { applyD1Limits, applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import type { Database } from "@/lib/db/database";
import { locations } from "@/lib/db/schema";
import type { Viewer } from "@/lib/auth/roles";

/** Bondi (with Campbell Parade) and Coogee, suburbs of one area, region and state, and Fitzroy in Victoria. */
export const PLACES = {
  nsw: { id: 1, type: "state", name: "New South Wales", slug: "new-south-wales-nsw", stateCode: "NSW" },
  sydney: { id: 2, type: "region", name: "Sydney", slug: "sydney-nsw", stateCode: "NSW", stateId: 1 },
  east: {
    id: 3,
    type: "area",
    name: "Eastern Suburbs",
    slug: "eastern-suburbs-nsw",
    stateCode: "NSW",
    stateId: 1,
    regionId: 2,
  },
  bondi: {
    id: 11,
    type: "suburb",
    name: "Bondi",
    slug: "bondi-nsw-2026",
    postcode: "2026",
    stateCode: "NSW",
    stateId: 1,
    regionId: 2,
    areaId: 3,
  },
  coogee: {
    id: 12,
    type: "suburb",
    name: "Coogee",
    slug: "coogee-nsw-2034",
    postcode: "2034",
    stateCode: "NSW",
    stateId: 1,
    regionId: 2,
    areaId: 3,
  },
  campbellParade: {
    id: 111,
    type: "street",
    name: "Campbell Parade",
    slug: "campbell-parade-bondi-nsw-2026",
    postcode: "2026",
    stateCode: "NSW",
    stateId: 1,
    regionId: 2,
    areaId: 3,
    suburbId: 11,
    parentId: 11,
  },
  fitzroy: { id: 21, type: "suburb", name: "Fitzroy", slug: "fitzroy-vic-3065", postcode: "3065", stateCode: "VIC" },
} as const;

/** A fresh database with the real migrations and D1's limits, holding PLACES. */
export async function alertTestDatabase(): Promise<Database> {
  const sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  applyD1Limits(sqlite);
  const db = nodeSqliteDatabase(sqlite);
  await db.insert(locations).values(
    Object.values(PLACES).map((place) => ({
      ...place,
      searchName: place.name.toLowerCase(),
      uniqueUri: place.slug,
      latitude: -33.9,
      longitude: 151.2,
    })),
  );
  return db;
}

export const viewer = (memberId: string, username = memberId): Viewer => ({
  memberId,
  username,
  name: username,
  role: "member",
  sessionId: `session-${memberId}`,
});
