import type { Resolvers } from "../../generated/resolvers-types";
import { agentActivities } from "../../../services/agents/agent-activity";
import { agentsByFilter } from "../../../services/agents/agents-by-filter";
import { getAgentFollowers, getAgentFollowing } from "../../../services/agents/agent-followers";
import { getAgentAnswers, getAgentQuestions } from "../../../services/agents/agent-posts";
import { getAgentByUsername } from "../../../services/agents/agent-profile";
import { resolveOrThrow } from "../../payload";

/** GraphQL's null for an argument left out means "the default" to the services. */
const paging = (args: { skip?: number | null; take?: number | null }) => ({
  skip: args.skip ?? undefined,
  take: args.take ?? undefined,
});

export const agentSocialResolvers: Resolvers = {
  Query: {
    agentActivities: async (_, { username, types, ...args }, ctx) => {
      const agent = await getAgentByUsername(ctx, username);
      if (!agent) return null;
      return resolveOrThrow(() => agentActivities(ctx, agent, { ...paging(args), types: types ?? undefined }));
    },
    agentAnswers: async (_, { username, ...args }, ctx) => {
      const agent = await getAgentByUsername(ctx, username);
      return agent ? (await resolveOrThrow(() => getAgentAnswers(ctx, agent, paging(args)))).answers : [];
    },
    agentQuestions: async (_, { username, ...args }, ctx) => {
      const agent = await getAgentByUsername(ctx, username);
      return agent ? (await resolveOrThrow(() => getAgentQuestions(ctx, agent, paging(args)))).questions : [];
    },
    agentFollowers: async (_, { username, ...args }, ctx) => {
      const agent = await getAgentByUsername(ctx, username);
      return agent ? resolveOrThrow(() => getAgentFollowers(ctx, { agentId: agent.id, ...paging(args) })) : null;
    },
    agentFollowing: async (_, { username, ...args }, ctx) => {
      const agent = await getAgentByUsername(ctx, username);
      return agent ? resolveOrThrow(() => getAgentFollowing(ctx, { agentId: agent.id, ...paging(args) })) : null;
    },
    agents: async (_, { json }, ctx) => (await resolveOrThrow(() => agentsByFilter(ctx, json))).agents,
  },
};
