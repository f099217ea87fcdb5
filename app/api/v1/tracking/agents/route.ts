import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/tracking";
import { trackingRateLimit } from "@/lib/tracking/connection-limit";
import { storeTrackingEvent } from "@/lib/tracking/store-event";

/** The site's /tracking/agents for partners: the same per-connection volume guard, flags and store (a keyed call also spends its key's allowance). */
export const POST = restRoute(
  { operation: ops.trackAgentView, rateLimit: trackingRateLimit },
  async ({ request, body }) => storeTrackingEvent("agent", body, request),
);
