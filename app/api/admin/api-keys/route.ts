import { adminRequestBody, adminRoute } from "@/app/api/admin/admin-route";
import { createApiKey, listApiKeys } from "@/lib/services/platform/api-keys";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** GET: every API key (never the key itself, only its first characters). */
export function GET(): Promise<Response> {
  return adminRoute((viewer) => listApiKeys(workerPlatformContext(), viewer));
}

/** POST {name, scope, allowedOrigins?, requestsPerMinute?}: the new key, shown this once. */
export async function POST(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  return adminRoute(async (viewer) => {
    const created = await createApiKey(workerPlatformContext(), viewer, read.value);
    return created.ok ? { ok: true as const, value: { key: created.key, apiKey: created.apiKey } } : created;
  });
}
