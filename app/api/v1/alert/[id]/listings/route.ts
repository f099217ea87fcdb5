import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/alerts";
import { clearAlertNewListings } from "@/lib/services/alerts/alerts";

export const DELETE = apiRoute(ops.clearAlertListings, async ({ ctx, request, params }) => {
  const result = await clearAlertNewListings(ctx, await viewerFromRequest(request), params.id);
  return result.ok ? result.alert : result;
});
