import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { readCookie } from "@/lib/auth/cookies";
import { clientAddress } from "@/lib/auth/http/client-address";
import { getDb } from "@/lib/db/client";
import { EXPERIMENTS_COOKIE, parseAssignments } from "@/lib/experiments/assignment";
import { flagEnabled, type Flags } from "@/lib/flags";
import { getRequestFlags } from "@/lib/services/platform/request-flags";
import type { TrackingAnswer } from "./client";
import type { TrackingKind } from "./paths";
import { bytesLabel, readBodyUpTo } from "@/lib/http/limited-body";
import {
  MAX_TRACKING_PAYLOAD_BYTES,
  parseTrackingBody,
  type ValidTrackingPayload,
} from "@/lib/services/platform/tracking-payload";
import { recordTrackingEvent } from "./record-tracking";
import { TRACKING_RATE_LIMIT_MESSAGE, trackingAllowed, type TrackingLimiter } from "./rate-limit";

/** The console logs a kind of event gets when their flags are on. */
function logsFor(kind: TrackingKind, flags: Flags): TrackingAnswer["log"] {
  const logs: TrackingAnswer["log"] = [];
  if (flagEnabled(flags, "gtmTrackingLog")) logs.push("gtm");
  if (kind === "listing" && flagEnabled(flags, "listingTrackingLog")) logs.push("listing");
  if (kind === "agent" && flagEnabled(flags, "agentTrackingLog")) logs.push("agent");
  return logs;
}

function refusal(error: string, status = 400, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { "cache-control": "no-store", ...headers } });
}

function trackingLimiter(): TrackingLimiter | undefined {
  try {
    return getCloudflareContext().env.TRACKING_LIMITER;
  } catch {
    return undefined;
  }
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

/** Whether this client may send another event now (the per-connection volume guard). */
export function trackingAdmitted(request: Request): Promise<boolean> {
  return trackingAllowed(trackingLimiter(), clientAddress(request));
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

/**
 * POST handler of /tracking/listings and /tracking/agents. A foreign or missing Origin never gets
 * here: the Worker's request gate (lib/security/request-gate.ts) answers 403 for every
 * state-changing path first. Refused before anything is read: a client over its per-minute
 * volume (429). Then 413 for a body over the cap (read
 * with the cap, never whole) and 400 with the reason for malformed payloads; nothing is stored
 * for any of these. Otherwise stored only while the `tracking` flag is on.
 */
export async function handleTrackingPost(kind: TrackingKind, request: Request): Promise<Response> {
  if (!(await trackingAdmitted(request))) {
    return refusal(TRACKING_RATE_LIMIT_MESSAGE, 429, { "retry-after": "60" });
  }
  const body = await readBodyUpTo(request, MAX_TRACKING_PAYLOAD_BYTES);
  if (!body) return refusal(`Tracking payload too large (at most ${bytesLabel(MAX_TRACKING_PAYLOAD_BYTES)})`, 413);
  const parsed = parseTrackingBody(kind, new TextDecoder().decode(body));
  if (!parsed.ok) return refusal(parsed.error);
  const answer = await storeTrackingEvent(kind, parsed.payload, request);
  return Response.json(answer, { status: 202, headers: { "cache-control": "no-store" } });
}
