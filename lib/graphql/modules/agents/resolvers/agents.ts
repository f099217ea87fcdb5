import type { Resolvers } from "../../../generated/resolvers-types";
import { getCompanyOrThrow, getOfficeBySlug, getOfficeOrThrow } from "../../../../services/agents/get-agents";
import { getLocation } from "../../../../services/locations/get-location";
import {
  getAgentByUsername,
  getAgentListingCounts,
  getAgentListings,
  getAgentPerformance,
  getAgentReviews,
  getRatingBreakdown,
  getServicedLocations,
} from "../../../../services/agents/agent-profile";
import { labelledSocialLinks } from "../../../../agents/profile-extras";
import { findAgents, suggestAgentsAndLocations } from "../../../../services/agents/agent-finder";
import { officePath } from "../../../../agents/agent-urls";
import { reviewAgent } from "../../../../services/agents/agent-reviews";
import { withPurge } from "../../../page-purge";
import { payloadOf, resolveOrThrow } from "../../../payload";

export const agentsAndOfficesResolvers: Resolvers = {
  Mutation: {
    reviewAgent: (_, { input }, ctx) =>
      payloadOf(
        () => withPurge(ctx, reviewAgent(ctx, ctx.viewer, input)),
        (result) => ({ review: result.review }),
        () => ({ review: null }),
      ),
  },
  Query: {
    office: (_, { slug }, ctx) => getOfficeBySlug(ctx, slug),
    // An unknown username: null for the nullable fields, no reviews.
    agent: async (_, { username }, ctx) => {
      const found = await getAgentByUsername(ctx, username);
      return found.ok ? found.agent : null;
    },
    agentReviews: async (_, { username, take, skip }, ctx) => {
      const found = await getAgentByUsername(ctx, username);
      if (!found.ok) return [];
      return resolveOrThrow(() =>
        getAgentReviews(ctx, found.agent, { take: take ?? undefined, skip: skip ?? undefined }),
      );
    },
    agentFinder: (_, args, ctx) =>
      resolveOrThrow(() =>
        findAgents(ctx, {
          location: args.location ?? undefined,
          name: args.name ?? undefined,
          mode: args.mode ?? undefined,
          propertyType: args.propertyType ?? undefined,
          sort: args.sort ?? undefined,
          page: args.page ?? undefined,
        }),
      ),
    agentsAndLocations: (_, { text }, ctx) => resolveOrThrow(() => suggestAgentsAndLocations(ctx, text)),
    agentProfileUrl: async (_, { username }, ctx) => {
      const found = await getAgentByUsername(ctx, username);
      return found.ok ? found.agent.profileUrl : null;
    },
  },
  Agent: {
    office: (agent, _, ctx) => getOfficeOrThrow(ctx, agent.officeId),
    performance: (agent, _, ctx) => getAgentPerformance(ctx, agent),
    listingCounts: (agent, _, ctx) => getAgentListingCounts(ctx, agent),
    listings: (agent, { status, take, skip }, ctx) =>
      resolveOrThrow(() => getAgentListings(ctx, agent, { status, take: take ?? undefined, skip: skip ?? undefined })),
    reviews: (agent, { take, skip }, ctx) =>
      resolveOrThrow(() => getAgentReviews(ctx, agent, { take: take ?? undefined, skip: skip ?? undefined })),
    ratingBreakdown: (agent, _, ctx) => getRatingBreakdown(ctx, agent),
    servicedLocations: (agent, _, ctx) => getServicedLocations(ctx, agent),
    socialLinks: (agent) => labelledSocialLinks(agent.socialLinks),
  },
  Office: {
    url: (office) => officePath(office.slug),
    company: (office, _, ctx) => getCompanyOrThrow(ctx, office.companyId),
    suburb: (office, _, ctx) => getLocation(ctx, String(office.suburbId)),
  },
};
