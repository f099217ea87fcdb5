import { clearAllAlertNewListings } from "@/lib/services/alerts/alerts";
import { alertResponse } from "../../../alert-responses";

/** DELETE /api/v1/alerts/{username}/listings: clears the new-home markers of all the member's own alerts. */
export async function DELETE(request: Request, { params }: { params: Promise<{ username: string }> }) {
  const { username } = await params;
  return alertResponse(request, ({ ctx, viewer }) => clearAllAlertNewListings(ctx, viewer, username));
}
