import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/members";
import { followingSummary } from "@/lib/services/members/member-api";

export const GET = apiRoute(ops.getMemberFollowingSummary, async ({ ctx, request, params }) => {
  const result = await followingSummary(ctx, await viewerFromRequest(request), params.id);
  return result.ok ? result.summary : result;
});
