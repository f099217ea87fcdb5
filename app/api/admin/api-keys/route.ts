import { changeAnswer } from "@/app/api/admin/change-answer";
import { restRoute } from "@/lib/http/route/rest-route";
import { createApiKey, listApiKeys } from "@/lib/services/platform/api-keys";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** GET: every API key (never the key itself, only its first characters). */
export const GET = restRoute({ auth: "staff" }, ({ staff }) => listApiKeys(workerPlatformContext(), staff));

/** POST {name, scope, allowedOrigins?, requestsPerMinute?}: the new key, shown this once. */
export const POST = restRoute({ auth: "staff", body: "json" }, async ({ staff, body }) => {
  const created = await createApiKey(workerPlatformContext(), staff, body);
  return changeAnswer(created.ok ? { ok: true, value: { key: created.key, apiKey: created.apiKey } } : created);
});
