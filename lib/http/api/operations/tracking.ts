import { z } from "zod";
import { MAX_TRACKING_PAYLOAD_BYTES, trackingEventSchema } from "../../../services/platform/tracking-payload";
import { defineOperation, type ApiOperation } from "../operation";

/* Analytics events (the same payload and rules as the site's /tracking calls: lib/tracking). */

const TAG = "Tracking";
const taken = z.object({
  stored: z
    .boolean()
    .meta({ description: "False while tracking is switched off (the tracking flag): nothing was kept." }),
  log: z.array(z.enum(["gtm", "listing", "agent"])),
});

const DESCRIPTION = `Taken in with 202. The payload is at most ${MAX_TRACKING_PAYLOAD_BYTES} bytes of known fields; one connection may send a limited number a minute (429 with Retry-After beyond it).`;

export const trackListingView = defineOperation({
  id: "trackListingView",
  method: "POST",
  path: "/tracking/listings",
  tag: TAG,
  summary: "Records that a listing was viewed (listingId required)",
  description: DESCRIPTION,
  access: "partner",
  successStatus: 202,
  maxBodyBytes: MAX_TRACKING_PAYLOAD_BYTES,
  body: trackingEventSchema("listing").meta({ id: "ListingViewEvent" }),
  response: taken,
  errors: ["BAD_INPUT", "TOO_LARGE", "RATE_LIMITED"],
  example: { body: { listingId: 243661347, listingType: "buy", propertyType: "House", numBeds: 3 } },
});

export const trackAgentView = defineOperation({
  id: "trackAgentView",
  method: "POST",
  path: "/tracking/agents",
  tag: TAG,
  summary: "Records that an agent was viewed (agentId required)",
  description: DESCRIPTION,
  access: "partner",
  successStatus: 202,
  maxBodyBytes: MAX_TRACKING_PAYLOAD_BYTES,
  body: trackingEventSchema("agent").meta({ id: "AgentViewEvent" }),
  response: taken,
  errors: ["BAD_INPUT", "TOO_LARGE", "RATE_LIMITED"],
  example: { body: { agentId: 300001 } },
});

export const trackingOperations: readonly ApiOperation[] = [trackListingView, trackAgentView];
