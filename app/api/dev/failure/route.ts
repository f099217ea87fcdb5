import { serverEnv } from "@/lib/env";
import { restRoute } from "@/lib/http/route/rest-route";

export const dynamic = "force-dynamic";

/**
 * GET /api/dev/failure: a route handler that throws, outside production only (404 there), so tests
 * see an unexpected route error logged and reported once with its request id (the route kit
 * passes anything but an expected failure on).
 */
export const GET = restRoute({}, async () => {
  if (serverEnv.APP_ENV === "production") return new Response("Not found", { status: 404 });
  throw new Error("Deliberate route failure");
});
