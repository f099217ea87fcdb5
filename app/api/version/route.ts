import { serverEnv } from "@/lib/env";
import { formatVersionHeader, VERSION_HEADER } from "@/lib/flags/version-check";
import { restRoute } from "@/lib/http/route/rest-route";
import { getAppVersion } from "@/lib/services/platform/request-flags";

// The answer must reflect the deployment serving this request, never a cached or prerendered one.
export const dynamic = "force-dynamic";

/** HEAD (and GET) /api/version: no payload, the version in `x-app-version: <name>@<version>`. */
const version = restRoute(
  {},
  async () =>
    new Response(null, {
      status: 204,
      headers: {
        [VERSION_HEADER]: formatVersionHeader(serverEnv.APP_NAME, getAppVersion()),
        "cache-control": "no-store",
      },
    }),
);

export const HEAD = version;
export const GET = version;
