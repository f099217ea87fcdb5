import "server-only";
import { fail } from "@/lib/services/result";
import type { TrackingKind } from "@/lib/tracking/paths";
import type { ValidTrackingPayload } from "@/lib/services/platform/tracking-payload";
import { TRACKING_RATE_LIMIT_MESSAGE } from "@/lib/tracking/rate-limit";
import { storeTrackingEvent, trackingAdmitted } from "@/lib/tracking/tracking-route";

/**
 * An analytics event sent through the API: the same per-connection volume guard, flags and store
 * as the site's /tracking calls (a keyed call also spends its key's allowance, in the route kit).
 */
export async function trackEventFromApi(kind: TrackingKind, request: Request, payload: ValidTrackingPayload) {
  if (!(await trackingAdmitted(request)))
    return fail("RATE_LIMITED", TRACKING_RATE_LIMIT_MESSAGE, { retryAfterSeconds: 60 });
  return storeTrackingEvent(kind, payload, request);
}
