import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/alerts";
import { listAlerts } from "@/lib/services/alerts/alerts";
import { fail } from "@/lib/services/result";

/** Only the signed-in member's own alerts ("me" works too); another member's are not found. */
export const GET = restRoute(
  { operation: ops.listAlerts, auth: "session" },
  async ({ ctx, viewer, params: { username } }) => {
    if (viewer && username !== "me" && viewer.username.toLowerCase() !== username.toLowerCase())
      return fail("NOT_FOUND", "No such member");
    return listAlerts(ctx, viewer);
  },
);
