import type { AgentProfile } from "@/lib/services/agents/agent-profile";

/**
 * schema.org RealEstateAgent for an agent's profile: name, photo, contact, their office's address
 * and, when they have reviews, the rating summary.
 */
export function agentJsonLd(agent: AgentProfile, siteUrl: string) {
  const url = new URL(agent.profileUrl, siteUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": url,
    url,
    name: agent.name,
    jobTitle: agent.jobTitle,
    image: new URL(agent.photoUrl, siteUrl).toString(),
    telephone: agent.mobile,
    email: agent.email,
    description: agent.bio,
    worksFor: { "@type": "RealEstateAgent", name: agent.office.name, telephone: agent.office.phone },
    address: {
      "@type": "PostalAddress",
      streetAddress: agent.office.streetAddress,
      addressLocality: agent.office.suburb?.name,
      addressRegion: agent.office.stateCode,
      addressCountry: "AU",
    },
    ...(agent.reviewCount > 0 &&
      agent.ratingAverage !== null && {
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: agent.ratingAverage,
          reviewCount: agent.reviewCount,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}
