import { adminRoute, jsonBody } from "@/lib/services/platform/admin-api";
import { saveExperimentDefinition } from "@/lib/services/platform/experiment-admin";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** PUT the whole definition (the id comes from the path). */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const [{ id }, body] = await Promise.all([params, jsonBody(request)]);
  return adminRoute((viewer) => saveExperimentDefinition(workerPlatformContext(), viewer, { ...(body as object), id }, "edit"));
}
