import { adminRequestBody, adminRoute } from "@/app/api/admin/admin-route";
import { saveExperimentDefinition } from "@/lib/services/platform/experiment-admin";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** PUT the whole definition (the id comes from the path). */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const [{ id }, read] = await Promise.all([params, adminRequestBody(request)]);
  if (!read.ok) return read.response;
  return adminRoute((viewer) =>
    saveExperimentDefinition(workerPlatformContext(), viewer, { ...(read.value as object), id }, "edit"),
  );
}
