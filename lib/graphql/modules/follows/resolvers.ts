import type { Resolvers } from "../../generated/resolvers-types";
import { getAgents } from "../../../services/agents/get-agents";
import { getLocation } from "../../../services/locations/get-location";
import { follow, listFollows, unfollow, viewerFollows } from "../../../services/follows/follows";
import { requireMember } from "../../../services/members/authorization";
import { asPayload, authorizationGraphQLError, mutationError } from "../members/mutation-error";

export const followResolvers: Resolvers = {
  Query: {
    myFollows: async (_, __, ctx) => {
      try {
        return await listFollows(ctx, ctx.viewer, requireMember(ctx.viewer).memberId);
      } catch (error) {
        throw authorizationGraphQLError(error);
      }
    },
    isFollowing: (_, { input }, ctx) => viewerFollows(ctx, ctx.viewer, input.targetType, String(input.targetId)),
  },
  Mutation: {
    follow: (_, { input }, ctx) =>
      asPayload(async () => {
        const result = await follow(ctx, ctx.viewer, { targetType: input.targetType, targetId: String(input.targetId) });
        return result.ok ? { ok: true, following: true, error: null } : { ok: false, following: false, error: mutationError(result.message) };
      }).then((payload) => ({ following: false, ...payload })),
    unfollow: (_, { input }, ctx) =>
      asPayload(async () => {
        const result = await unfollow(ctx, ctx.viewer, { targetType: input.targetType, targetId: String(input.targetId) });
        return result.ok ? { ok: true, following: false, error: null } : { ok: false, following: true, error: mutationError(result.message) };
      }).then((payload) => ({ following: false, ...payload })),
  },
  Follow: {
    agent: async (follow, _, ctx) => (follow.targetType === "agent" ? ((await getAgents(ctx, [Number(follow.targetId)]))[0] ?? null) : null),
    location: (follow, _, ctx) => (follow.targetType === "location" ? getLocation(ctx, String(follow.targetId)) : null),
  },
};
