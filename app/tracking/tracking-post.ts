import "server-only";
import { restRoute } from "@/lib/http/route/rest-route";
import { MAX_TRACKING_PAYLOAD_BYTES, parseTrackingBody } from "@/lib/services/platform/tracking-payload";
import { fail } from "@/lib/services/result";
import { trackingRateLimit } from "@/lib/tracking/connection-limit";
import type { TrackingKind } from "@/lib/tracking/paths";
import { storeTrackingEvent } from "@/lib/tracking/store-event";

/**
 * POST /tracking/listings and /tracking/agents, the site's own view beacons: this site's Origin
 * only; a client over its per-minute volume gets 429 before anything is read; then 413 for a body
 * over 2,048 bytes (read with the cap, never whole; any Content-Type, as sendBeacon sends) and
 * 400 with the reason for a malformed payload. Nothing is stored for any of these; a valid event
 * is stored while the `tracking` flag is on (202).
 */
export function trackingPost(kind: TrackingKind) {
  return restRoute(
    { body: "text", maxBodyBytes: MAX_TRACKING_PAYLOAD_BYTES, rateLimit: trackingRateLimit, successStatus: 202 },
    async ({ request, body }) => {
      const parsed = parseTrackingBody(kind, body);
      return parsed.ok ? storeTrackingEvent(kind, parsed.payload, request) : fail("BAD_INPUT", parsed.error);
    },
  );
}
