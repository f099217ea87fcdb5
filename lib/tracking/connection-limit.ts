import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { clientAddress } from "@/lib/session/http/client-address";
import { fail, type Failure } from "@/lib/services/result";
import { TRACKING_RATE_LIMIT_MESSAGE, trackingAllowed, type TrackingLimiter } from "./rate-limit";

function trackingLimiter(): TrackingLimiter | undefined {
  try {
    return getCloudflareContext().env.TRACKING_LIMITER;
  } catch {
    return undefined;
  }
}

/**
 * The tracking calls' per-connection volume guard (/tracking/… and /api/v1/tracking/…), as the
 * route kit's `rateLimit`: checked before the body is read, so a malformed event counts like a
 * real one. Over the limit: 429 with Retry-After: 60 (the binding counts fixed minutes).
 */
export async function trackingRateLimit(request: Request): Promise<Failure | undefined> {
  if (await trackingAllowed(trackingLimiter(), clientAddress(request))) return undefined;
  return fail("RATE_LIMITED", TRACKING_RATE_LIMIT_MESSAGE, { retryAfterSeconds: 60 });
}
