import { serverEnv } from "@/lib/env";
import { adminRequestBody, adminRoute } from "@/app/api/admin/admin-route";
import { listFlagSettings, setFlag } from "@/lib/services/platform/flag-settings";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";
import { isAppEnvironment } from "@/lib/flags/presets";

/** GET ?environment=…: every flag with its preset, stored decision and who set it. */
export function GET(request: Request): Promise<Response> {
  const asked = new URL(request.url).searchParams.get("environment");
  const environment = isAppEnvironment(asked) ? asked : serverEnv.APP_ENV;
  return adminRoute((viewer) => listFlagSettings(workerPlatformContext(), viewer, environment));
}

/** PUT {environment, key, enabled}: an unknown flag name is a 400, not a silently-off flag. */
export async function PUT(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  const body = read.value as { environment?: unknown; key?: unknown; enabled?: unknown };
  return adminRoute((viewer) =>
    setFlag(workerPlatformContext(), viewer, {
      environment: String(body?.environment ?? serverEnv.APP_ENV),
      key: String(body?.key ?? ""),
      enabled: body?.enabled === true,
    }),
  );
}
