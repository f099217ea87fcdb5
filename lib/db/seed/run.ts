/**
 * The seed pipeline: build the world, stream listings into the database in chunked
 * transactions, then write locations with medians computed from those listings.
 */
import { buildBoundaries } from "./boundaries";
import {
  AGENT_COLUMNS,
  BOUNDARY_COLUMNS,
  COMPANY_COLUMNS,
  INSPECTION_COLUMNS,
  LISTING_AGENT_COLUMNS,
  LISTING_COLUMNS,
  LOCATION_COLUMNS,
  MEDIA_COLUMNS,
  NEIGHBOUR_COLUMNS,
  OFFICE_COLUMNS,
} from "./columns";
import { HISTORY_PER_CURRENT } from "./config";
import { suburbRow, type Suburb } from "./hierarchy";
import { currentListing, historicalListing, type GeneratedListing } from "./listings";
import { generateListingRemovals, LISTING_REMOVAL_COLUMNS } from "./listing-removals";
import { MedianCollector, rollUpIds } from "./medians";
import { generateSchools, SCHOOL_COLUMNS } from "./schools";
import { streetRow, type StreetSlot } from "./streets";
import { buildWorld } from "./world";
import { seedDemoAlerts } from "./alerts";
import { SEEDED_TABLES, SeedWriter, type SeededTable } from "./writer";
import { seedDemoCollections } from "./collections";
import { writeMarketFigures } from "./market";
import { writeMarketRankings } from "./market-rankings";
import { agentExtrasFor } from "./agent-extras";
import { seedAgentMembers } from "./agent-members";
import { seedStaff } from "./staff";
import { summariseAgentReviews, writeAgentReviews } from "./agent-reviews";
import { seedCommunity } from "./community";

export interface SeedOptions {
  file: string;
  currentListings: number;
  referenceDate: string;
  log: (line: string) => void;
}

const CHUNK = 5_000;

export function runSeed({ file, currentListings, referenceDate, log }: SeedOptions): Record<SeededTable, number> {
  const started = Date.now();
  const lap = (what: string) => log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const world = buildWorld(referenceDate);
  lap(
    `world: ${world.hierarchy.suburbs.length} suburbs, ${world.agencies.offices.length} offices, ${world.agencies.agents.length} agents`,
  );

  const writer = new SeedWriter(file);
  try {
    writer.wipe();
    writer.dropIndexes();
    try {
      const { hierarchy, agencies } = world;
      const agentReviews = summariseAgentReviews(agencies.agents, world.calendar.referenceMs);
      writer.transaction(() => {
        const boundary = writer.inserter("location_boundaries", BOUNDARY_COLUMNS);
        for (const row of buildBoundaries(hierarchy.suburbs)) boundary(row);
        const neighbour = writer.inserter("location_neighbours", NEIGHBOUR_COLUMNS);
        for (const row of world.neighbours.rows) neighbour(row);
        const company = writer.inserter("companies", COMPANY_COLUMNS);
        for (const row of agencies.companies) company(row);
        const office = writer.inserter("offices", OFFICE_COLUMNS);
        for (const row of agencies.offices) office(row);
        const agent = writer.inserter("agents", AGENT_COLUMNS);
        const year = new Date(world.calendar.referenceMs).getUTCFullYear();
        for (const row of agencies.agents) agent({ ...row, ...agentExtrasFor(row, year) });
      });
      writeAgentReviews(writer, agentReviews);
      lap("boundaries, neighbours, agencies and agent reviews written");

      const medians = new MedianCollector(world.calendar.referenceMs);
      const streetUse = new Map<number, { street: StreetSlot; suburb: Suburb; count: number }>();
      const listing = writer.inserter("listings", LISTING_COLUMNS);
      const media = writer.inserter("listing_media", MEDIA_COLUMNS);
      const inspection = writer.inserter("listing_inspections", INSPECTION_COLUMNS);
      const coAgent = writer.inserter("listing_agents", LISTING_AGENT_COLUMNS);
      const write = (generated: GeneratedListing) => {
        listing(generated.listing);
        for (const row of generated.media) media(row);
        for (const row of generated.inspections) inspection(row);
        for (const row of generated.coAgents) coAgent(row);
        medians.add(generated.listing, rollUpIds(hierarchy, generated.suburb.index));
        const use = streetUse.get(generated.street.id);
        if (use) use.count += generated.listing.statusType === "buy" || generated.listing.statusType === "rent" ? 1 : 0;
        else
          streetUse.set(generated.street.id, {
            street: generated.street,
            suburb: generated.suburb,
            count: generated.listing.statusType === "buy" || generated.listing.statusType === "rent" ? 1 : 0,
          });
      };
      const history = currentListings * HISTORY_PER_CURRENT;
      const total = currentListings + history;
      for (let start = 0; start < total; start += CHUNK) {
        writer.transaction(() => {
          for (let n = start; n < Math.min(total, start + CHUNK); n++) {
            write(n < currentListings ? currentListing(world, n) : historicalListing(world, n - currentListings));
          }
        });
        if ((start / CHUNK) % 40 === 39)
          lap(`${Math.min(total, start + CHUNK).toLocaleString("en-AU")} of ${total.toLocaleString("en-AU")} listings`);
      }
      writer.forgetMarketEvents();
      lap("listings written");

      writer.transaction(() => {
        const location = writer.inserter("locations", LOCATION_COLUMNS);
        for (const row of [...hierarchy.states, ...hierarchy.regions, ...hierarchy.areas]) location(medians.apply(row));
        for (const suburb of hierarchy.suburbs) location(medians.apply(suburbRow(suburb)));
        for (const { street, suburb, count } of streetUse.values()) location(streetRow(street, suburb, count));
      });
      lap("locations written");

      writer.transaction(() => {
        const school = writer.inserter("schools", SCHOOL_COLUMNS);
        for (const row of generateSchools(hierarchy.suburbs)) school(row);
        const removal = writer.inserter("listing_removals", LISTING_REMOVAL_COLUMNS);
        for (const row of generateListingRemovals(world)) removal(row);
      });
      lap("schools and removed listings written");

      seedDemoCollections(writer, referenceDate);
      lap("demo members and collections written");
      seedAgentMembers(writer, agencies.agents, world.calendar.referenceMs);
      lap("agents' member accounts written");
      seedStaff(writer, world.calendar.referenceMs);
      lap("development staff written");
      seedDemoAlerts(writer, referenceDate);
      lap("demo alerts written");
      writeMarketFigures(writer, world.calendar.referenceMs);
      lap("market figures written");
      writeMarketRankings(writer, world.calendar.referenceMs);
      lap("listing views and market rankings written");
      seedCommunity(writer, referenceDate);
      lap("community reviews and questions written");
    } finally {
      writer.restoreIndexes();
    }
    lap("indexes rebuilt");
    writer.finish();
    lap("analysed");
    // Every table the seed owns, so a new seeded table is counted without being listed twice.
    const counts = {} as Record<SeededTable, number>;
    for (const table of SEEDED_TABLES) counts[table] = writer.count(table);
    return counts;
  } finally {
    writer.close();
  }
}
