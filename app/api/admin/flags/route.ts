import { changeAnswer } from "@/app/api/admin/change-answer";
import { serverEnv } from "@/lib/env";
import { isAppEnvironment } from "@/lib/flags/presets";
import { restRoute } from "@/lib/http/route/rest-route";
import { listFlagSettings, setFlag } from "@/lib/services/platform/flag-settings";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** GET ?environment=…: every flag with its preset, stored decision and who set it. */
export const GET = restRoute({ auth: "staff" }, ({ staff, query }) =>
  listFlagSettings(
    workerPlatformContext(),
    staff,
    isAppEnvironment(query.environment) ? query.environment : serverEnv.APP_ENV,
  ),
);

/** PUT {environment, key, enabled}: an unknown flag name is a 400, not a silently-off flag. */
export const PUT = restRoute({ auth: "staff", body: "json" }, async ({ staff, body }) =>
  changeAnswer(
    await setFlag(workerPlatformContext(), staff, {
      environment: String(body.environment ?? serverEnv.APP_ENV),
      key: String(body.key ?? ""),
      enabled: body.enabled === true,
    }),
  ),
);
