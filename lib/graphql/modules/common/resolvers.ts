import { serverEnv } from "../../../env";
import type { Resolvers } from "../../generated/resolvers-types";

export const commonResolvers: Resolvers = {
  Query: {
    ping: () => "pong",
    // A bug on purpose, outside production: the resolver-error path (masking, log, report) under test.
    deliberateFailure: () => {
      if (serverEnv.APP_ENV === "production") return null;
      throw new Error("Deliberate resolver failure");
    },
  },
};
