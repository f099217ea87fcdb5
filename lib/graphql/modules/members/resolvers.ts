import type { Resolvers } from "../../generated/resolvers-types";
import { getCurrentMember, getUserProfile } from "../../../services/members/profile";
import { updateAccountSettings } from "../../../services/members/settings";
import { payloadOf } from "../../payload";

export const memberResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => (ctx.viewer ? getCurrentMember(ctx, ctx.viewer) : null),
    userProfile: (_, { username }, ctx) => getUserProfile(ctx, ctx.viewer, username.toLowerCase()),
  },
  Mutation: {
    updateAccountSettings: (_, { input }, ctx) =>
      payloadOf(
        () => updateAccountSettings(ctx, ctx.viewer, input),
        (result) => ({ account: result.member }),
        () => ({ account: null }),
      ),
  },
};
