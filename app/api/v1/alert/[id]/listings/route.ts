import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/alerts";
import { clearAlertNewListings } from "@/lib/services/alerts/alerts";

export const DELETE = restRoute(
  { operation: ops.clearAlertListings, auth: "session" },
  async ({ ctx, viewer, params }) => {
    const result = await clearAlertNewListings(ctx, viewer, params.id);
    return result.ok ? result.alert : result;
  },
);
