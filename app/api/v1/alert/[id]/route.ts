import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/alerts";
import { deleteAlert, getAlert, updateAlert } from "@/lib/services/alerts/alerts";

/** One of the signed-in member's alerts (another member's is not found). */
export const GET = restRoute({ operation: ops.getAlert, auth: "session" }, async ({ ctx, viewer, params }) =>
  getAlert(ctx, viewer, params.id),
);

export const PUT = restRoute({ operation: ops.updateAlert, auth: "session" }, async ({ ctx, viewer, params, body }) => {
  const result = await updateAlert(ctx, viewer, { ...body, alertId: params.id });
  return result.ok ? result.alert : result;
});

export const DELETE = restRoute({ operation: ops.deleteAlert, auth: "session" }, async ({ ctx, viewer, params }) =>
  deleteAlert(ctx, viewer, params.id),
);
