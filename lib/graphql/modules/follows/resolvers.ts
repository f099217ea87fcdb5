import type { Resolvers } from "../../generated/resolvers-types";
import {
  follow,
  followedAgent,
  followedLocation,
  listFollows,
  unfollow,
  viewerFollows,
} from "../../../services/follows/follows";
import { requireMember } from "../../../services/members/authorization";
import { payloadOf, resolveOrThrow } from "../../payload";

export const followResolvers: Resolvers = {
  Query: {
    myFollows: (_, __, ctx) =>
      resolveOrThrow(async () => listFollows(ctx, ctx.viewer, requireMember(ctx.viewer).memberId)),
    isFollowing: (_, { input }, ctx) => viewerFollows(ctx, ctx.viewer, input.targetType, String(input.targetId)),
  },
  Mutation: {
    follow: (_, { input }, ctx) =>
      payloadOf(
        () => follow(ctx, ctx.viewer, { targetType: input.targetType, targetId: String(input.targetId) }),
        () => ({ following: true }),
        () => ({ following: false }),
      ),
    unfollow: (_, { input }, ctx) =>
      payloadOf(
        () => unfollow(ctx, ctx.viewer, { targetType: input.targetType, targetId: String(input.targetId) }),
        () => ({ following: false }),
        // A refused unfollow leaves the follow as it was; a visitor follows nothing.
        (failure) => ({ following: failure.code !== "UNAUTHENTICATED" }),
      ),
  },
  Follow: {
    agent: (follow, _, ctx) => followedAgent(ctx, follow),
    location: (follow, _, ctx) => followedLocation(ctx, follow),
  },
};
