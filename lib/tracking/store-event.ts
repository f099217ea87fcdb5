import "server-only";
import { readCookie } from "@/lib/auth/cookies";
import { getDb } from "@/lib/db/client";
import { EXPERIMENTS_COOKIE, parseAssignments } from "@/lib/experiments/assignment";
import { flagEnabled, type Flags } from "@/lib/flags";
import { getRequestFlags } from "@/lib/services/platform/request-flags";
import type { TrackingAnswer } from "./client";
import type { TrackingKind } from "./paths";
import type { ValidTrackingPayload } from "@/lib/services/platform/tracking-payload";
import { recordTrackingEvent } from "./record-tracking";

/** The console logs a kind of event gets when their flags are on. */
function logsFor(kind: TrackingKind, flags: Flags): TrackingAnswer["log"] {
  const logs: TrackingAnswer["log"] = [];
  if (flagEnabled(flags, "gtmTrackingLog")) logs.push("gtm");
  if (kind === "listing" && flagEnabled(flags, "listingTrackingLog")) logs.push("listing");
  if (kind === "agent" && flagEnabled(flags, "agentTrackingLog")) logs.push("agent");
  return logs;
}

/** The experiments cookie as middleware wrote it (Next encodes cookie values as URI components). */
function experimentsCookie(request: Request): string | undefined {
  const raw = readCookie(request.headers.get("cookie"), EXPERIMENTS_COOKIE);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Stores a valid event while the `tracking` flag is on, and says which console logs are on.
 * Flags are evaluated for the page the event came from (Referer), so targeted experiments apply;
 * the experiments the visitor is in come from their cookie (a partner's keyed call has none).
 */
export async function storeTrackingEvent(
  kind: TrackingKind,
  payload: ValidTrackingPayload,
  request: Request,
): Promise<TrackingAnswer> {
  const referer = request.headers.get("referer");
  const pageUrl = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  const flags = await getRequestFlags(pageUrl ? pageUrl.pathname + pageUrl.search : "");
  const stored = flagEnabled(flags, "tracking");
  if (stored) {
    const assignments = parseAssignments(experimentsCookie(request));
    await recordTrackingEvent(getDb(), { kind, payload, assignments, at: Date.now() });
  }
  return { stored, log: logsFor(kind, flags) };
}
