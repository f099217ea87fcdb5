import { deleteAlert, getAlert, updateAlert } from "@/lib/services/alerts/alerts";
import { alertResponse } from "../../alert-responses";

type Params = { params: Promise<{ id: string }> };

/** GET /api/v1/alert/{id}: one of the signed-in member's alerts (another member's is not found). */
export async function GET(request: Request, { params }: Params) {
  const { id } = await params;
  return alertResponse(request, ({ ctx, viewer }) => getAlert(ctx, viewer, id));
}

/** PUT /api/v1/alert/{id}: rename, new search, frequency or push; body { name?, searchUrl?, frequency?, pushEnabled? }. */
export async function PUT(request: Request, { params }: Params) {
  const { id } = await params;
  return alertResponse(
    request,
    async ({ ctx, viewer, body }) => {
      const result = await updateAlert(ctx, viewer, { ...(body as object), alertId: id });
      return result.ok ? result.alert : result;
    },
    { withBody: true },
  );
}

/** DELETE /api/v1/alert/{id}. */
export async function DELETE(request: Request, { params }: Params) {
  const { id } = await params;
  return alertResponse(request, ({ ctx, viewer }) => deleteAlert(ctx, viewer, id));
}
