import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/alerts";
import { clearAllAlertNewListings } from "@/lib/services/alerts/alerts";

export const DELETE = restRoute(
  { operation: ops.clearAllAlertListings, auth: "session" },
  async ({ ctx, viewer, params }) => clearAllAlertNewListings(ctx, viewer, params.username),
);
