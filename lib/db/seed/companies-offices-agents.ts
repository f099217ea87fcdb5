/**
 * Agencies: ~120 companies (a few national networks, many mid-size groups and boutiques),
 * ~400 offices in populous suburbs and ~2,000 agents. Names come from faker (en_AU first names,
 * Australian surnames from surnames.ts, fixed seed);
 * everything else from seeded streams, so the set never changes between runs.
 * E-mail domains end in `.example` (RFC 2606) so nothing is ever delivered to a real inbox.
 */
import { fakerEN_AU as faker } from "@faker-js/faker";
import type { agents, companies, offices } from "@/lib/db/schema";
import { brandOf } from "@/lib/media/brand";
import { createRandom, seedOf, WeightedTable, type Random } from "@/lib/media/prng";
import { SEED } from "./config";
import type { Suburb } from "./hierarchy";
import { landline, mobile } from "./phones";
import { streetsOf } from "./streets";
import { AUSTRALIAN_SURNAMES } from "./surnames";
import { slugify } from "./text";

export type CompanyInsert = typeof companies.$inferInsert;
export type OfficeInsert = typeof offices.$inferInsert & { id: number; suburbIndex: number };
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
  const officeRows: OfficeInsert[] = [];
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
      const suburb = suburbs[suburbTable.pickIndex(rng.next())];
      if (!suburb) continue;
      const officeSlug = `${slug}-${slugify(suburb.name)}`;
      if (usedOfficeSlugs.has(officeSlug)) continue; // one branch per suburb
      usedOfficeSlugs.add(officeSlug);
      const officeId = 20_001 + officeRows.length;
      const street = rng.pick(streetsOf(suburb, 0.8));
      officeRows.push({
        id: officeId,
        companyId: id,
        name: `${name} ${suburb.name}`,
        slug: officeSlug,
        phone: landline(suburb.stateCode, rng),
        email: `${slugify(suburb.name)}@${slug.replace(/-/g, "")}.example`,
        streetAddress: `${rng.chance(0.3) ? `Shop ${rng.int(1, 12)}, ` : ""}${rng.int(1, 400)} ${street.name}`,
        suburbId: suburb.id,
        stateCode: suburb.stateCode,
        latitude: street.latitude,
        longitude: street.longitude,
        suburbIndex: suburb.index,
      });
      addAgents(officeRows[officeRows.length - 1] as OfficeInsert, suburb, slug, c < 8, rng, agentRows, usedUsernames);
    }
  }

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

function addAgents(
  office: OfficeInsert,
  suburb: Suburb,
  companySlug: string,
  network: boolean,
  rng: Random,
  out: AgentInsert[],
  usedUsernames: Set<string>,
): void {
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
    out.push({
      id: 300_001 + out.length,
      username,
      officeId: office.id,
      firstName,
      lastName,
      jobTitle,
      bio: agentBio(firstName, suburb.name, years, isPropertyManager, rng),
      phone: office.phone,
      mobile: mobile(rng),
      email: `${slugify(firstName)}.${slugify(lastName)}@${companySlug.replace(/-/g, "")}.example`,
      tier: rng.chance(0.1) ? "elite" : rng.chance(0.33) ? "premium" : "standard",
      ratingAverage: reviewCount === 0 ? null : Math.round((5 - rng.next() ** 2 * 1.2) * 10) / 10,
      reviewCount,
      yearsExperience: years,
      isPropertyManager,
    });
  }
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

function agentBio(firstName: string, suburb: string, years: number, rental: boolean, rng: Random): string {
  return [
    rng.pick(BIO_OPENINGS)(firstName, suburb, years),
    rng.pick(rental ? BIO_RENTAL : BIO_MIDDLES),
    rng.pick(BIO_CLOSINGS),
  ].join(" ");
}
