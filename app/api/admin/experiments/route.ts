import { adminRequestBody, adminRoute } from "@/app/api/admin/admin-route";
import { listExperimentsForAdmin, saveExperimentDefinition } from "@/lib/services/platform/experiment-admin";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

export function GET(): Promise<Response> {
  return adminRoute((viewer) => listExperimentsForAdmin(workerPlatformContext(), viewer));
}

/** POST a definition: 400 with every reason when it is malformed. */
export async function POST(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  return adminRoute((viewer) => saveExperimentDefinition(workerPlatformContext(), viewer, read.value, "create"));
}
