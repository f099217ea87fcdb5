// Two agents (Sam, id 7, and Kim, id 8, of office 1) and Bondi (501), the cast the agents' service
// tests share; with `asMembers`, each agent signs in as a member ("member-sam", "member-kim").
import type { Database } from "@/lib/db/database";
import { agentMembers, agents, locations } from "@/lib/db/schema";

export const SAM = 7;
export const KIM = 8;
export const BONDI = 501;

/** An agent row of office 1 named "{first} Agent", username "{first}-agent". */
export function testAgent(id: number, first: string) {
  return {
    id,
    username: `${first.toLowerCase()}-agent`,
    officeId: 1,
    firstName: first,
    lastName: "Agent",
    jobTitle: "Agent",
    bio: "",
    phone: "",
    mobile: "",
    email: `${first.toLowerCase()}@agency.example`,
    tier: "standard" as const,
    yearsExperience: 3,
  };
}

export async function insertSamAndKim(db: Database, { asMembers = true } = {}): Promise<void> {
  await db.insert(agents).values([testAgent(SAM, "Sam"), testAgent(KIM, "Kim")]);
  if (asMembers)
    await db.insert(agentMembers).values([
      { memberId: "member-sam", agentId: SAM },
      { memberId: "member-kim", agentId: KIM },
    ]);
  await db.insert(locations).values({
    id: BONDI,
    type: "suburb",
    name: "Bondi",
    searchName: "bondi",
    slug: "bondi-nsw-2026",
    uniqueUri: "bondi-nsw-2026",
    stateCode: "NSW",
    postcode: "2026",
    latitude: -33.89,
    longitude: 151.27,
  });
}
