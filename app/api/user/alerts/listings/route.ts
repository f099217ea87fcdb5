import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { failureResponse } from "@/lib/http/failure-response";
import { addAlert } from "@/lib/services/alerts/alerts";

/**
 * POST /api/user/alerts/listings: creates an alert from a search (the legacy client's call).
 * Body: { searchUrl, name?, frequency?, pushEnabled? }. 201 with the alert and its Location.
 */
export const POST = legacyRoute(ops.legacyAddAlert, async ({ request, body, ctx }) => {
  const result = await addAlert(ctx, await viewerFromRequest(request), body);
  if (!result.ok) return failureResponse(result);
  return Response.json(result.alert, {
    status: 201,
    headers: { location: `/api/v1/alert/${result.alert.id}`, "cache-control": "no-store" },
  });
});
