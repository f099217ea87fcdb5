import type { AgentRow, CompanyRow, OfficeRow } from "../../db/queries/agents/agents";
import { agentProfilePath } from "../../agents/agent-urls";
import { agentPortraitUrl, companyLogoUrl } from "../../media/urls";
import {
  parseAwards,
  parseSocialLinks,
  parseVideos,
  type AgentAward,
  type AgentVideo,
  type SocialLink,
} from "../../agents/profile-extras";

export interface Company {
  id: number;
  name: string;
  slug: string;
  brandColour: string;
  textColour: string;
  logoUrl: string;
}

export interface Office {
  id: number;
  companyId: number;
  suburbId: number;
  name: string;
  slug: string;
  phone: string;
  email: string;
  streetAddress: string;
  stateCode: string;
}

export interface Agent {
  id: number;
  officeId: number;
  username: string;
  name: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  bio: string;
  yearsExperience: number;
  /** The profile page's path (/real-estate-agency/agent/{username}). */
  profileUrl: string;
  phone: string;
  mobile: string;
  email: string;
  tier: string;
  photoUrl: string;
  ratingAverage: number | null;
  reviewCount: number;
  socialLinks: SocialLink[];
  videos: AgentVideo[];
  /** Newest first; pages show them only while the awardWinners flag is on. */
  awards: AgentAward[];
}

export function toCompany(row: CompanyRow): Company {
  return { ...row, logoUrl: companyLogoUrl(row.id, row.name) };
}

export function toOffice(row: OfficeRow): Office {
  return {
    id: row.id,
    companyId: row.companyId,
    suburbId: row.suburbId,
    name: row.name,
    slug: row.slug,
    phone: row.phone,
    email: row.email,
    streetAddress: row.streetAddress,
    stateCode: row.stateCode,
  };
}

export function toAgent(row: AgentRow): Agent {
  return {
    id: row.id,
    officeId: row.officeId,
    username: row.username,
    name: `${row.firstName} ${row.lastName}`,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    bio: row.bio,
    yearsExperience: row.yearsExperience,
    profileUrl: agentProfilePath(row.username),
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    tier: row.tier,
    photoUrl: agentPortraitUrl(row.id, row.firstName, row.lastName),
    ratingAverage: row.ratingAverage,
    reviewCount: row.reviewCount,
    socialLinks: parseSocialLinks(row.socialLinks),
    videos: parseVideos(row.videos),
    awards: parseAwards(row.awards),
  };
}
