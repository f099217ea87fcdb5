import { z } from "zod";

/**
 * The parts of an agent's profile stored as small JSON lists on the agent's row: their pages on
 * other sites, videos they link to and awards. A row that does not parse shows none of that part
 * rather than failing the page: these are extras, never worth a broken profile.
 */

export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "x", "youtube", "website"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  x: "X",
  youtube: "YouTube",
  website: "Website",
};

/** Only web addresses: a javascript: or data: link in a profile would run in the visitor's page. */
const webUrl = z
  .url()
  .max(500)
  .refine((value) => /^https?:\/\//i.test(value), "Not a web address");

const socialLink = z.object({ network: z.enum(SOCIAL_NETWORKS), url: webUrl });
const video = z.object({ title: z.string().trim().min(1).max(200), url: webUrl });
const award = z.object({ year: z.number().int().min(1950).max(2100), title: z.string().trim().min(1).max(200) });

export type SocialLink = z.infer<typeof socialLink>;
export type AgentVideo = z.infer<typeof video>;
export type AgentAward = z.infer<typeof award>;

/** A link with the name of its site, as a profile lists it. */
export type LabelledSocialLink = SocialLink & { label: string };

export function labelledSocialLinks(links: readonly SocialLink[]): LabelledSocialLink[] {
  return links.map((link) => ({ ...link, label: SOCIAL_NETWORK_LABELS[link.network] }));
}

const MAX_ITEMS = 12;

function parseList<T>(schema: z.ZodType<T>, column: string | null | undefined): T[] {
  if (!column) return [];
  let value: unknown;
  try {
    value = JSON.parse(column);
  } catch {
    return [];
  }
  const parsed = z.array(schema).max(MAX_ITEMS).safeParse(value);
  return parsed.success ? parsed.data : [];
}

export const parseSocialLinks = (column: string | null | undefined): SocialLink[] => parseList(socialLink, column);
export const parseVideos = (column: string | null | undefined): AgentVideo[] => parseList(video, column);
/** Newest first. */
export const parseAwards = (column: string | null | undefined): AgentAward[] =>
  parseList(award, column).sort((a, b) => b.year - a.year);
