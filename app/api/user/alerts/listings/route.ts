import * as ops from "@/lib/http/api/operations/legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { addAlert } from "@/lib/services/alerts/alerts";

/**
 * POST /api/user/alerts/listings: creates an alert from a search (the legacy client's call).
 * Body: { searchUrl, name?, frequency?, pushEnabled? }. 201 with the alert and its Location.
 */
export const POST = restRoute(
  { operation: ops.legacyAddAlert, auth: "session" },
  async ({ ctx, viewer, body, headers }) => {
    const result = await addAlert(ctx, viewer, body);
    if (!result.ok) return result;
    headers.set("location", `/api/v1/alert/${result.alert.id}`);
    return result.alert;
  },
);
