import "server-only";
import { requestContext } from "../../services/request-context";
import { refreshSession, type RefreshOutcome } from "../../services/members/session";
import { authConfig } from "../../auth/config";
import { sessionRevocations } from "./session-revocations";

/**
 * Single flight per isolate: requests arriving together with the same refresh token (a page and
 * its RSC prefetches) share one rotation instead of racing. Across isolates the reuse grace
 * window covers the same case.
 */
const inFlight = new Map<string, Promise<RefreshOutcome>>();

export function refreshOnce(refreshToken: string): Promise<RefreshOutcome> {
  let running = inFlight.get(refreshToken);
  if (!running) {
    running = refreshSession(requestContext(), refreshToken, authConfig(), sessionRevocations()).finally(() =>
      inFlight.delete(refreshToken),
    );
    inFlight.set(refreshToken, running);
  }
  return running;
}
