import { TRACKING_PATHS, type TrackingKind } from "./paths";
import type { TrackingPayload } from "@/lib/services/platform/tracking-payload";

/**
 * Browser helpers for the analytics calls. Fire and forget: a keepalive fetch
 * survives navigation, so a click that leaves the page still reports; failures are ignored (it is
 * analytics, never worth an error in front of a visitor). When the gtm/listing/agent tracking-log
 * flags are on, the server says so in the response and the event is printed to the console.
 */
export function trackListingView(payload: TrackingPayload): void {
  send("listing", payload);
}

export function trackAgentView(payload: TrackingPayload): void {
  send("agent", payload);
}

/** The response of a tracking call: whether it was stored and which console logs are on. */
export interface TrackingAnswer {
  stored: boolean;
  log: ("gtm" | "listing" | "agent")[];
}

function send(kind: TrackingKind, payload: TrackingPayload): void {
  const body = JSON.stringify(payload);
  const url = TRACKING_PATHS[kind];
  if (typeof fetch !== "function") {
    navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }));
    return;
  }
  fetch(url, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
  })
    .then(async (response) => {
      if (!response.ok) return;
      const answer = (await response.json()) as TrackingAnswer;
      for (const log of answer.log) console.info(`[tracking:${log}] ${kind}`, payload);
    })
    .catch(() => {
      // Offline or navigating away: analytics are best effort.
    });
}
