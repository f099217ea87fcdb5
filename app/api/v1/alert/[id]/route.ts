import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/alerts";
import { deleteAlert, getAlert, updateAlert } from "@/lib/services/alerts/alerts";

/** One of the signed-in member's alerts (another member's is not found). */
export const GET = apiRoute(ops.getAlert, async ({ ctx, request, params }) =>
  getAlert(ctx, await viewerFromRequest(request), params.id),
);

export const PUT = apiRoute(ops.updateAlert, async ({ ctx, request, params, body }) => {
  const result = await updateAlert(ctx, await viewerFromRequest(request), { ...body, alertId: params.id });
  return result.ok ? result.alert : result;
});

export const DELETE = apiRoute(ops.deleteAlert, async ({ ctx, request, params }) =>
  deleteAlert(ctx, await viewerFromRequest(request), params.id),
);
