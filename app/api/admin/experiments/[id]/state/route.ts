import { adminRequestBody, adminRoute } from "@/app/api/admin/admin-route";
import { changeExperimentState } from "@/lib/services/platform/experiment-admin";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** POST {state: "running" | "stopped"}: start or stop. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const [{ id }, read] = await Promise.all([params, adminRequestBody(request)]);
  if (!read.ok) return read.response;
  const state = (read.value as { state?: unknown }).state;
  if (state !== "running" && state !== "stopped")
    return Response.json({ ok: false, errors: ['state must be "running" or "stopped"'] }, { status: 400 });
  return adminRoute((viewer) => changeExperimentState(workerPlatformContext(), viewer, id, state));
}
