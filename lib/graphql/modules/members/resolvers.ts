import type { Resolvers } from "../../generated/resolvers-types";
import { getCurrentMember, getUserProfile } from "../../../services/members/profile";
import { updateAccountSettings } from "../../../services/members/settings";
import { asPayload, mutationError } from "./mutation-error";

export const memberResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => (ctx.viewer ? getCurrentMember(ctx, ctx.viewer) : null),
    userProfile: (_, { username }, ctx) => getUserProfile(ctx, ctx.viewer, username.toLowerCase()),
  },
  Mutation: {
    updateAccountSettings: (_, { input }, ctx) =>
      asPayload(async () => {
        const result = await updateAccountSettings(ctx, ctx.viewer, input);
        return result.ok ? { ok: true, account: result.member, error: null } : { ok: false, account: null, error: mutationError(result.message, result.fieldErrors) };
      }),
  },
};
