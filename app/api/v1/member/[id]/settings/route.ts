import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/members";
import { memberSettings } from "@/lib/services/members/member-api";

export const GET = apiRoute(ops.getMemberSettings, async ({ ctx, request, params }) => {
  const result = await memberSettings(ctx, await viewerFromRequest(request), params.id);
  return result.ok ? result.settings : result;
});
