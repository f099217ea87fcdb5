import { clearAlertNewListings } from "@/lib/services/alerts/alerts";
import { alertResponse } from "../../../alert-responses";

/** DELETE /api/v1/alert/{id}/listings: clears the alert's new-home markers. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return alertResponse(request, async ({ ctx, viewer }) => {
    const result = await clearAlertNewListings(ctx, viewer, id);
    return result.ok ? result.alert : result;
  });
}
