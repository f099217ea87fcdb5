import type { Resolvers } from "../../generated/resolvers-types";
import { getCurrentMember, getUserProfile } from "../../../services/members/profile";
import { updateAccountSettings } from "../../../services/members/settings";
import { payloadOf } from "../../payload";

export const memberResolvers: Resolvers = {
  Query: {
    // Nullable fields: a visitor, a deleted account or an unknown username is null.
    viewer: async (_, __, ctx) => {
      if (!ctx.viewer) return null;
      const current = await getCurrentMember(ctx, ctx.viewer);
      return current.ok ? current.member : null;
    },
    userProfile: async (_, { username }, ctx) => {
      const found = await getUserProfile(ctx, ctx.viewer, username.toLowerCase());
      return found.ok ? found.profile : null;
    },
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
