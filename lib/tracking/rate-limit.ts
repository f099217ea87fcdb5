/**
 * Tracking events one client (CF-Connecting-IP) may send per minute. Browsing sends one or two a
 * page view, so a person stays far below it even with a few people behind one address; a script
 * filling tracking_events does not. The number lives in wrangler.toml (`[[ratelimits]]`
 * TRACKING_LIMITER, every environment); a unit test keeps the two equal.
 */
import { log } from "@/lib/observability/log";

export const TRACKING_EVENTS_PER_MINUTE = 120;

export const TRACKING_RATE_LIMIT_MESSAGE = `Too many tracking events from this connection (at most ${TRACKING_EVENTS_PER_MINUTE} a minute). Please wait a minute before sending more.`;

/** The part of Cloudflare's rate limiting binding we use (a fake in tests). */
export interface TrackingLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * Whether this client may send another event. Counted by Cloudflare's rate limiting binding
 * (per location, in memory, fixed 60 s windows) rather than the D1 limiter of sign-ins
 * (lib/services/members/rate-limit.ts): tracking is the busiest write path, and a D1 count would
 * add a write and a read to every event. Without a binding (Node scripts) or when the binding
 * fails, events are let through: losing analytics must never break a page, and the cap is a
 * volume guard, not a security boundary.
 */
export async function trackingAllowed(limiter: TrackingLimiter | undefined, client: string): Promise<boolean> {
  if (!limiter) return true;
  try {
    return (await limiter.limit({ key: `tracking:${client}` })).success;
  } catch (error) {
    log.warn("tracking rate limiter failed; letting the event through", { error });
    return true;
  }
}
