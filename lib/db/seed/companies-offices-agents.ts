/**
 * Agencies: ~120 companies (a few national networks, many mid-size groups and boutiques),
 * ~400 offices in populous suburbs and ~2,000 agents. Names come from faker (en_AU first names,
 * Australian surnames from surnames.ts, fixed seed);
 * everything else from seeded streams, so the set never changes between runs.
 * E-mail domains end in `.example` (RFC 2606) so nothing is ever delivered to a real inbox.
 */
import { fakerEN_AU as faker } from "@faker-js/faker";
import type { agents, companies, offices } from "@/lib/db/schema";
import { isResidentialLocality } from "@/lib/locations/residential-localities";
import { brandOf } from "@/lib/media/brand";
import { createRandom, seedOf, WeightedTable, type Random } from "@/lib/media/prng";
import { SEED } from "./config";
import type { Suburb } from "./hierarchy";
import { landline, mobile } from "./phones";
import { streetsOf, type StreetSlot } from "./streets";
import { nearestResidential, type Place } from "./residential-stand-ins";
import { AUSTRALIAN_SURNAMES } from "./surnames";
import { slugify } from "./text";

export type CompanyInsert = typeof companies.$inferInsert;
export type OfficeInsert = typeof offices.$inferInsert & {
  id: number;
  suburbIndex: number;
  /**
   * The point whose nearest homes the office lists: where it was drawn. The office's own point
   * unless it moved out of a locality nobody lives in, so the move changes no listing's agent.
   */
  catchment: { latitude: number; longitude: number };
};
export type AgentInsert = typeof agents.$inferInsert & { id: number; isPropertyManager: boolean };

export interface Agencies {
  companies: CompanyInsert[];
  offices: OfficeInsert[];
  agents: AgentInsert[];
  /** Agents of each office by office position, property managers separately (they list rentals). */
  salesAgentsByOffice: number[][];
  rentalAgentsByOffice: number[][];
}

/** Surnames of well-known Australian agency brands: never generate a company that looks like one. */
const TAKEN = new Set([
  "mcgrath",
  "harcourts",
  "hooker",
  "raine",
  "horne",
  "belle",
  "plant",
  "jellis",
  "craig",
  "fletchers",
  "buxton",
  "elders",
  "fletcher",
  "ray",
  "white",
  "century",
  "marshall",
  "biggin",
  "scott",
  "nelson",
  "alexander",
  "barry",
  "hocking",
  "stuart",
  "richardson",
  "wrench",
  "laing",
  "simmons",
  "cunningham",
  "bresic",
  "whitney",
  "starr",
  "noel",
  "jones",
  "kay",
  "burton",
  "hodges",
  "woodards",
  "ouwens",
  "casey",
  "morrison",
  "kleeman",
  "knight",
  "frank",
  "acton",
  "place",
  "stone",
]);
const BRAND_WORDS = [
  "Southern Cross",
  "Red Gum",
  "Bluestone",
  "Sandstone",
  "Saltwater",
  "Ironbark",
  "Wattle",
  "Banksia",
  "Jacaranda",
  "Coastline",
  "Harbourside",
  "Bayside",
  "Blackwood",
  "Silver Birch",
  "Kingfisher",
  "Heartland",
  "Northgate",
  "Eastbank",
  "Westward",
  "Greenway",
  "Highland",
  "Riverbend",
  "Tidewater",
  "Summit",
  "Keystone",
  "Lighthouse",
  "Fairhaven",
];
const SUFFIXES = ["Property", "Real Estate", "Estate Agents", "Property Group", "Residential", "Realty", "& Co"];

const SALES_TITLES = [
  "Sales Agent",
  "Senior Sales Executive",
  "Licensed Estate Agent",
  "Associate Director",
  "Sales Associate",
];
const RENTAL_TITLES = ["Property Manager", "Senior Property Manager", "Leasing Consultant"];

export function buildAgencies(suburbs: readonly Suburb[]): Agencies {
  faker.seed(SEED);
  const rng = createRandom(seedOf(SEED, 11));
  const suburbTable = new WeightedTable(suburbs.map((s) => s.popularity));
  const companyRows: CompanyInsert[] = [];
  const draws: OfficeDraw[] = [];
  const agentRows: AgentInsert[] = [];
  const usedCompanyNames = new Set<string>();
  const usedOfficeSlugs = new Set<string>();
  const usedUsernames = new Set<string>();

  for (let c = 0; c < 120; c++) {
    const id = 1001 + c;
    const name = companyName(rng, usedCompanyNames);
    const slug = slugify(name);
    companyRows.push({ id, name, slug, ...brandOf(id) });
    const officeCount = c < 8 ? rng.int(15, 25) : c < 38 ? rng.int(3, 6) : rng.int(1, 2);
    for (let o = 0; o < officeCount; o++) {
      const drawn = suburbs[suburbTable.pickIndex(rng.next())];
      if (!drawn) continue;
      // One branch per suburb, judged on the suburb drawn (not where the office ends up), so the
      // same draws are skipped and the stream below stays the one the seed always used.
      const drawnSlug = officeSlugOf(slug, drawn.name);
      if (usedOfficeSlugs.has(drawnSlug)) continue;
      usedOfficeSlugs.add(drawnSlug);
      const officeId = 20_001 + draws.length;
      // The draw `rng.pick(streets)` always took; the street is chosen from it once the office is placed.
      const streetDraw = rng.next();
      const catchment = officeStreet(drawn, streetDraw);
      const phone = landline(drawn.stateCode, rng);
      const shop = rng.chance(0.3) ? rng.int(1, 12) : null;
      const streetNumber = rng.int(1, 400);
      const bios = addAgents(officeId, phone, slug, c < 8, rng, agentRows, usedUsernames);
      draws.push({
        id: officeId,
        companyId: id,
        companyName: name,
        companySlug: slug,
        drawn,
        streetDraw,
        catchment: { latitude: catchment.latitude, longitude: catchment.longitude },
        phone,
        shop,
        streetNumber,
        bios,
      });
    }
  }

  const places = placeOffices(draws, suburbs);
  const officeRows = draws.map((draw, i): OfficeInsert => {
    const suburb = places[i] as Suburb;
    const street = officeStreet(suburb, draw.streetDraw);
    for (const { agent, write } of draw.bios) agent.bio = write(suburb.name);
    return {
      id: draw.id,
      companyId: draw.companyId,
      name: `${draw.companyName} ${suburb.name}`,
      slug: officeSlugOf(draw.companySlug, suburb.name),
      phone: draw.phone,
      email: `${slugify(suburb.name)}@${draw.companySlug.replace(/-/g, "")}.example`,
      streetAddress: `${draw.shop === null ? "" : `Shop ${draw.shop}, `}${draw.streetNumber} ${street.name}`,
      suburbId: suburb.id,
      stateCode: suburb.stateCode,
      latitude: street.latitude,
      longitude: street.longitude,
      suburbIndex: suburb.index,
      catchment: draw.catchment,
    };
  });

  const salesAgentsByOffice = officeRows.map(() => [] as number[]);
  const rentalAgentsByOffice = officeRows.map(() => [] as number[]);
  for (const agent of agentRows) {
    const officeIndex = agent.officeId - 20_001;
    (agent.isPropertyManager ? rentalAgentsByOffice : salesAgentsByOffice)[officeIndex]?.push(agent.id);
  }
  // Every office can list both ways: a small office's principal also manages its rentals.
  rentalAgentsByOffice.forEach((list, i) => {
    if (list.length === 0) list.push(...(salesAgentsByOffice[i] ?? []));
  });
  return { companies: companyRows, offices: officeRows, agents: agentRows, salesAgentsByOffice, rentalAgentsByOffice };
}

/**
 * An office as drawn: every random number it needs is taken in the draw loop, in the order the
 * seed always took them, before anyone knows where it will sit. Its suburb-dependent text (name,
 * slug, e-mail, street, the agents' bios) is written once it is placed.
 */
interface OfficeDraw {
  id: number;
  companyId: number;
  companyName: string;
  companySlug: string;
  /** The suburb the draw landed on, possibly one nobody lives in. */
  drawn: Suburb;
  streetDraw: number;
  catchment: OfficeInsert["catchment"];
  phone: string;
  shop: number | null;
  streetNumber: number;
  bios: { agent: AgentInsert; write: (place: string) => string }[];
}

/** The street `rng.pick(streetsOf(suburb, 0.8))` gives for the number it drew. */
function officeStreet(suburb: Suburb, uniform: number): StreetSlot {
  const streets = streetsOf(suburb, 0.8);
  return streets[Math.floor(uniform * streets.length)] as StreetSlot;
}

/** An office's slug: its company's, then its suburb's name (one branch per name, whatever the state). */
export function officeSlugOf(companySlug: string, suburbName: string): string {
  return `${companySlug}-${slugify(suburbName)}`;
}

/**
 * Where each drawn office sits. A draw on a suburb people live in stays there. A draw on a
 * locality nobody lives in moves to the nearest residential suburb of its state where its company
 * has no branch: not one drawn anywhere in the loop (before or after it, since those keep their
 * suburbs) nor one an earlier moved office took. So office slugs stay one per company and suburb
 * name, and no other office moves.
 */
export function placeOffices<T extends Place>(
  draws: readonly { companySlug: string; drawn: T }[],
  suburbs: readonly T[],
): T[] {
  const taken = new Set(
    draws.filter(({ drawn }) => isResidentialLocality(drawn)).map((d) => officeSlugOf(d.companySlug, d.drawn.name)),
  );
  return draws.map(({ companySlug, drawn }) => {
    if (isResidentialLocality(drawn)) return drawn;
    const place = nearestResidential(suburbs, drawn, (s) => !taken.has(officeSlugOf(companySlug, s.name)));
    if (!place) throw new Error(`no residential suburb in ${drawn.stateCode} for a ${companySlug} office`);
    taken.add(officeSlugOf(companySlug, place.name));
    return place;
  });
}

function companyName(rng: Random, used: Set<string>): string {
  for (;;) {
    const surname = faker.helpers.arrayElement(AUSTRALIAN_SURNAMES);
    const other = faker.helpers.arrayElement(AUSTRALIAN_SURNAMES);
    if (TAKEN.has(surname.toLowerCase()) || TAKEN.has(other.toLowerCase()) || surname === other) continue;
    const style = rng.int(0, 3);
    const name =
      style === 0
        ? `${surname} & ${other}`
        : style === 1
          ? `${rng.pick(BRAND_WORDS)} ${rng.pick(SUFFIXES.slice(0, 6))}`
          : `${surname} ${rng.pick(SUFFIXES)}`;
    if (used.has(name)) continue;
    used.add(name);
    return name;
  }
}

/** The office's agents, each with the bio it will have once the office's suburb is known. */
function addAgents(
  officeId: number,
  phone: string,
  companySlug: string,
  network: boolean,
  rng: Random,
  out: AgentInsert[],
  usedUsernames: Set<string>,
): OfficeDraw["bios"] {
  const bios: OfficeDraw["bios"] = [];
  const count = network ? rng.int(3, 9) : rng.int(2, 7);
  for (let a = 0; a < count; a++) {
    const sex = rng.chance(0.5) ? "female" : "male";
    const firstName = faker.person.firstName(sex);
    const lastName = faker.helpers.arrayElement(AUSTRALIAN_SURNAMES);
    let username = slugify(`${firstName} ${lastName}`);
    for (let n = 2; usedUsernames.has(username); n++) username = `${slugify(`${firstName} ${lastName}`)}-${n}`;
    usedUsernames.add(username);
    const isPropertyManager = a > 0 && rng.chance(0.28);
    const jobTitle =
      a === 0
        ? rng.pick(["Principal", "Director", "Licensee in Charge"])
        : rng.pick(isPropertyManager ? RENTAL_TITLES : SALES_TITLES);
    const years = a === 0 ? rng.int(10, 35) : rng.int(1, 20);
    const reviewCount = rng.chance(0.15) ? 0 : Math.round(rng.next() ** 2 * 240);
    const write = agentBio(firstName, years, isPropertyManager, rng);
    const agent: AgentInsert = {
      id: 300_001 + out.length,
      username,
      officeId,
      firstName,
      lastName,
      jobTitle,
      bio: "", // written once the office is placed
      phone,
      mobile: mobile(rng),
      email: `${slugify(firstName)}.${slugify(lastName)}@${companySlug.replace(/-/g, "")}.example`,
      tier: rng.chance(0.1) ? "elite" : rng.chance(0.33) ? "premium" : "standard",
      ratingAverage: reviewCount === 0 ? null : Math.round((5 - rng.next() ** 2 * 1.2) * 10) / 10,
      reviewCount,
      yearsExperience: years,
      isPropertyManager,
    };
    out.push(agent);
    bios.push({ agent, write });
  }
  return bios;
}

const BIO_OPENINGS = [
  (n: string, s: string, y: number) =>
    `${n} has helped buyers and sellers across ${s} and the surrounding suburbs for ${y} years.`,
  (n: string, s: string, y: number) => `With ${y} years in local real estate, ${n} knows ${s} street by street.`,
  (n: string, s: string, y: number) =>
    `${n} grew up near ${s} and has spent the past ${y} years helping locals make their next move.`,
];
const BIO_MIDDLES = [
  "Clients value honest advice, clear communication and a campaign tailored to every home.",
  "A calm negotiator, they keep vendors informed at every step, from appraisal to settlement.",
  "They combine sharp market knowledge with a genuine interest in people and their plans.",
  "Attention to detail and quick replies have earned a loyal base of repeat clients.",
];
const BIO_RENTAL = [
  "Landlords rely on thorough tenant selection, regular inspections and prompt maintenance.",
  "Tenants and owners alike appreciate fair, transparent and responsive property management.",
];
const BIO_CLOSINGS = [
  "Outside work you will find them at the local footy or walking the dog along the beach.",
  "When not at an open home, they are coaching junior cricket or exploring local cafes.",
  "Call any time for an obligation-free appraisal or a chat about the market.",
];

/** Draws the bio's sentences now (the stream's order); the suburb's name goes in once it is known. */
function agentBio(firstName: string, years: number, rental: boolean, rng: Random): (place: string) => string {
  const opening = rng.pick(BIO_OPENINGS);
  const middle = rng.pick(rental ? BIO_RENTAL : BIO_MIDDLES);
  const closing = rng.pick(BIO_CLOSINGS);
  return (place) => [opening(firstName, place, years), middle, closing].join(" ");
}
