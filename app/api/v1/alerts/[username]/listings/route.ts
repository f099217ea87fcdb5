import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/alerts";
import { clearAllAlertNewListings } from "@/lib/services/alerts/alerts";

export const DELETE = apiRoute(ops.clearAllAlertListings, async ({ ctx, request, params }) =>
  clearAllAlertNewListings(ctx, await viewerFromRequest(request), params.username),
);
