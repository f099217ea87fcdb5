import { adminRoute } from "@/app/api/admin/admin-route";
import { revokeApiKey } from "@/lib/services/platform/api-keys";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** DELETE: revokes the key; calls with it are refused from now on. */
export async function DELETE(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return adminRoute((viewer) => revokeApiKey(workerPlatformContext(), viewer, id));
}
