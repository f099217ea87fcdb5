import type { Resolvers } from "../../generated/resolvers-types";

export const commonResolvers: Resolvers = {
  Query: {
    ping: () => "pong",
  },
};
