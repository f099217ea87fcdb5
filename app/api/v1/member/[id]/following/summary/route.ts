import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/members";
import { followingSummary } from "@/app/api/v1/_facades/members";

export const GET = restRoute(
  { operation: ops.getMemberFollowingSummary, auth: "session" },
  async ({ ctx, viewer, params }) => {
    const result = await followingSummary(ctx, viewer, params.id);
    return result.ok ? result.summary : result;
  },
);
