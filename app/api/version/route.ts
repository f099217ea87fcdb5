import { serverEnv } from "@/lib/env";
import { getAppVersion } from "@/lib/services/platform/request-flags";
import { formatVersionHeader, VERSION_HEADER } from "@/lib/flags/version-check";

// The answer must reflect the deployment serving this request, never a cached or prerendered one.
export const dynamic = "force-dynamic";

/** HEAD (and GET) /api/version: no payload, the version in `x-app-version: <name>@<version>`. */
function versionResponse(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      [VERSION_HEADER]: formatVersionHeader(serverEnv.APP_NAME, getAppVersion()),
      "cache-control": "no-store",
    },
  });
}

export function HEAD(): Response {
  return versionResponse();
}

export function GET(): Response {
  return versionResponse();
}
