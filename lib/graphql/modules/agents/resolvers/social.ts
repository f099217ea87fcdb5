import type { Resolvers } from "../../../generated/resolvers-types";
import { agentActivities } from "../../../../services/agents/agent-activity";
import { agentsByFilter } from "../../../../services/agents/agents-by-filter";
import { getAgentFollowers, getAgentFollowing } from "../../../../services/agents/agent-followers";
import { getAgentAnswers, getAgentQuestions } from "../../../../services/agents/agent-posts";
import { getAgentByUsername } from "../../../../services/agents/agent-profile";
import { resolveOrThrow } from "../../../payload";

/** GraphQL's null for an argument left out means "the default" to the services. */
const paging = (args: { skip?: number | null; take?: number | null }) => ({
  skip: args.skip ?? undefined,
  take: args.take ?? undefined,
});

export const agentSocialResolvers: Resolvers = {
  Query: {
    // An unknown username is null for the nullable fields and an empty list for the lists.
    agentActivities: async (_, { username, types, ...args }, ctx) => {
      const found = await getAgentByUsername(ctx, username);
      if (!found.ok) return null;
      return resolveOrThrow(() => agentActivities(ctx, found.agent, { ...paging(args), types: types ?? undefined }));
    },
    agentAnswers: async (_, { username, ...args }, ctx) => {
      const found = await getAgentByUsername(ctx, username);
      return found.ok ? (await resolveOrThrow(() => getAgentAnswers(ctx, found.agent, paging(args)))).answers : [];
    },
    agentQuestions: async (_, { username, ...args }, ctx) => {
      const found = await getAgentByUsername(ctx, username);
      return found.ok ? (await resolveOrThrow(() => getAgentQuestions(ctx, found.agent, paging(args)))).questions : [];
    },
    agentFollowers: async (_, { username, ...args }, ctx) => {
      const found = await getAgentByUsername(ctx, username);
      if (!found.ok) return null;
      return resolveOrThrow(() => getAgentFollowers(ctx, { agentId: found.agent.id, ...paging(args) }));
    },
    agentFollowing: async (_, { username, ...args }, ctx) => {
      const found = await getAgentByUsername(ctx, username);
      if (!found.ok) return null;
      return resolveOrThrow(() => getAgentFollowing(ctx, { agentId: found.agent.id, ...paging(args) }));
    },
    agents: async (_, { json }, ctx) => (await resolveOrThrow(() => agentsByFilter(ctx, json))).agents,
  },
};
