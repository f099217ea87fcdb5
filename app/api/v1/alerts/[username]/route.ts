import { listAlerts } from "@/lib/services/alerts/alerts";
import { fail } from "@/lib/services/result";
import { alertResponse } from "../../alert-responses";

/** GET /api/v1/alerts/{username}: the member's alerts; only the signed-in member's own ("me" works too). */
export async function GET(request: Request, { params }: { params: Promise<{ username: string }> }) {
  const { username } = await params;
  return alertResponse(request, async ({ ctx, viewer }) => {
    if (viewer && username !== "me" && viewer.username.toLowerCase() !== username.toLowerCase()) {
      return fail("NOT_FOUND", "No such member");
    }
    return listAlerts(ctx, viewer);
  });
}
