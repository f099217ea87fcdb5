import type { Resolvers } from "../../../generated/resolvers-types";
import { getMyInfoKit, setMyFeesText } from "../../../../services/agents/info-kit";
import { purgePage } from "../../../page-purge";
import { payloadOf, resolveOrThrow } from "../../../payload";

export const infoKitResolvers: Resolvers = {
  Query: {
    myInfoKit: (_, __, ctx) =>
      resolveOrThrow(async () => {
        const result = await getMyInfoKit(ctx, ctx.viewer);
        return result.ok ? { feesText: result.feesText, infoKitUrl: result.infoKitUrl } : result;
      }),
  },
  Mutation: {
    updateMyFeesText: (_, { feesText }, ctx) =>
      payloadOf(
        async () => {
          const result = await setMyFeesText(ctx, ctx.viewer, { feesText });
          // The kit is shared by the edge page cache: the agent sees their new fees at once.
          if (result.ok) await purgePage(ctx, result.infoKitUrl);
          return result;
        },
        (result) => ({ infoKit: { feesText: result.feesText, infoKitUrl: result.infoKitUrl } }),
        () => ({ infoKit: null }),
      ),
  },
};
