// A fresh database with the real migrations and D1's limits, holding what feed tests need:
// localities (two Richmonds, Cremorne sharing Richmond's postcode, Perth), Church Street in
// Richmond VIC, three offices with their feed codes and their agents.
import { applyD1Limits, applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import type { Database } from "@/lib/db/database";
import { agents, companies, feedCodes, locations, offices } from "@/lib/db/schema";
import type { FeedEntry } from "@/lib/feeds/map-listing";
import type { FeedListing } from "@/lib/feeds/feed-listing";
import { fixtureEntries } from "../../feeds/support";

export const RICHMOND_VIC = 31;
export const RICHMOND_NSW = 32;
export const CREMORNE = 33;
export const PERTH = 41;
export const CHURCH_STREET = { latitude: -37.8201, longitude: 145.0012 };
export const RICHMOND_CENTRE = { latitude: -37.818, longitude: 144.998 };
export const OFFICE = { richmond: 1, perth: 2, other: 3 } as const;
export const AGENT = { jane: 101, perthAlex: 201, otherOfficeSam: 301 } as const;

const place = (
  id: number,
  type: "suburb" | "street",
  name: string,
  stateCode: string,
  postcode: string,
  point: { latitude: number; longitude: number },
  suburbId: number | null = null,
) => ({
  id,
  type,
  name,
  searchName: name.toLowerCase(),
  slug: `${name.toLowerCase().replace(/ /g, "-")}-${stateCode.toLowerCase()}-${postcode}-${id}`,
  uniqueUri: `u-${id}`,
  stateCode,
  postcode,
  suburbId,
  ...point,
});

const agent = (id: number, officeId: number, email: string) => ({
  id,
  username: `agent-${id}`,
  officeId,
  firstName: "A",
  lastName: String(id),
  jobTitle: "Agent",
  bio: "",
  phone: "",
  mobile: "",
  email,
  tier: "standard" as const,
  yearsExperience: 3,
});

const office = (id: number, slug: string) => ({
  id,
  companyId: 1,
  name: `Office ${slug}`,
  slug,
  phone: "",
  email: `${slug}@example.com`,
  streetAddress: "",
  suburbId: RICHMOND_VIC,
  stateCode: "VIC",
  latitude: 0,
  longitude: 0,
});

export async function feedTestDatabase(): Promise<Database> {
  const sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  applyD1Limits(sqlite);
  const db = nodeSqliteDatabase(sqlite);
  await db
    .insert(locations)
    .values([
      place(RICHMOND_VIC, "suburb", "Richmond", "VIC", "3121", RICHMOND_CENTRE),
      place(RICHMOND_NSW, "suburb", "Richmond", "NSW", "2753", { latitude: -33.6, longitude: 150.75 }),
      place(CREMORNE, "suburb", "Cremorne", "VIC", "3121", { latitude: -37.83, longitude: 144.99 }),
      place(PERTH, "suburb", "Perth", "WA", "6000", { latitude: -31.95, longitude: 115.86 }),
    ]);
  await db.insert(locations).values(place(311, "street", "Church Street", "VIC", "3121", CHURCH_STREET, RICHMOND_VIC));
  await db
    .insert(companies)
    .values({ id: 1, name: "Harbour", slug: "harbour", brandColour: "#000", textColour: "#fff" });
  await db
    .insert(offices)
    .values([office(1, "harbour-richmond"), office(2, "harbour-perth"), office(3, "harbour-other")]);
  await db
    .insert(agents)
    .values([
      agent(AGENT.jane, OFFICE.richmond, "Jane.Citizen@example.com.au"),
      agent(AGENT.perthAlex, OFFICE.perth, "alex@example.com.au"),
      agent(AGENT.otherOfficeSam, OFFICE.other, "sam.lee@example.com.au"),
    ]);
  await db.insert(feedCodes).values([
    { code: "HFRICH", officeId: OFFICE.richmond, createdAt: 0 },
    { code: "HFPERTH", officeId: OFFICE.perth, createdAt: 0 },
    { code: "HFOTHER", officeId: OFFICE.other, createdAt: 0 },
  ]);
  return db;
}

export async function fixtureListing(name: string, uniqueId?: string): Promise<FeedListing> {
  const entries = await fixtureEntries(name);
  const entry = entries.find((e) => e.outcome === "listing" && (!uniqueId || e.listing.uniqueId === uniqueId));
  if (entry?.outcome !== "listing") throw new Error(`no listing ${uniqueId ?? ""} in ${name}`);
  return entry.listing;
}

export const entryOf = (listing: FeedListing): FeedEntry => ({ outcome: "listing", listing, problems: [] });
