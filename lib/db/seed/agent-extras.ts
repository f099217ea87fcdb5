/**
 * The seeded agents' profile extras: their pages on other sites, videos, awards and information
 * kit fees. Drawn from the agent's own random stream (not the agency generator's), so adding them
 * changed nothing else the seed writes. Addresses are example.com pages: nothing on a profile
 * points at a real person's account.
 */
import { createRandom, seedOf } from "@/lib/media/prng";
import type { SocialLink } from "@/lib/agents/profile-extras";
import { SEED } from "./config";

const AWARD_TITLES = [
  "Agent of the Year, Homefront Awards",
  "Top 100 Agents in Australia",
  "Rising Star of the Year",
  "Excellence in Customer Service",
  "Highest Sales Volume, Metro Offices",
  "Property Manager of the Year",
];

const VIDEO_TITLES = [
  "What to expect on auction day",
  "Preparing your home for sale: five things that pay",
  "A walk through the local market this season",
  "How we price a home: the evidence behind an appraisal",
];

export interface AgentExtras {
  socialLinks: string;
  videos: string;
  awards: string;
  feesText: string;
}

export function agentExtrasFor(agent: { id: number; username: string }, referenceYear: number): AgentExtras {
  const rng = createRandom(seedOf(SEED, agent.id, 33));
  const page = (site: string) => `https://${site}.example.com/${agent.username}`;
  const socialLinks: SocialLink[] = [];
  if (rng.chance(0.6)) socialLinks.push({ network: "facebook", url: page("facebook") });
  if (rng.chance(0.5)) socialLinks.push({ network: "instagram", url: page("instagram") });
  if (rng.chance(0.7)) socialLinks.push({ network: "linkedin", url: page("linkedin") });
  if (rng.chance(0.2)) socialLinks.push({ network: "youtube", url: page("youtube") });
  const videos = VIDEO_TITLES.filter(() => rng.chance(0.2)).map((title, i) => ({
    title,
    url: `https://video.example.com/${agent.username}/${i + 1}`,
  }));
  const awards = rng.chance(0.25)
    ? Array.from({ length: rng.int(1, 3) }, (_, i) => ({
        year: referenceYear - i - rng.int(0, 1),
        title: rng.pick(AWARD_TITLES),
      }))
    : [];
  const commission = (1.6 + rng.int(0, 12) / 10).toFixed(1);
  const marketing = rng.int(2, 9) * 500;
  return {
    socialLinks: JSON.stringify(socialLinks),
    videos: JSON.stringify(videos),
    awards: JSON.stringify(awards),
    feesText: `Commission ${commission}% of the sale price including GST. Marketing from $${marketing.toLocaleString("en-AU")}, agreed with you before the campaign starts. No sale, no commission.`,
  };
}
