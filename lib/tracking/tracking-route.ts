import "server-only";
import { cookies } from "next/headers";
import { getDb } from "@/lib/db/client";
import { EXPERIMENTS_COOKIE, parseAssignments } from "@/lib/experiments/assignment";
import { flagEnabled, type Flags } from "@/lib/flags";
import { getRequestFlags } from "@/lib/flags/server";
import type { TrackingAnswer } from "./client";
import type { TrackingKind } from "./paths";
import { MAX_TRACKING_PAYLOAD_BYTES, parseTrackingBody } from "./payload";
import { recordTrackingEvent } from "./record-tracking";

/** The console logs a kind of event gets when their flags are on. */
function logsFor(kind: TrackingKind, flags: Flags): TrackingAnswer["log"] {
  const logs: TrackingAnswer["log"] = [];
  if (flagEnabled(flags, "gtmTrackingLog")) logs.push("gtm");
  if (kind === "listing" && flagEnabled(flags, "listingTrackingLog")) logs.push("listing");
  if (kind === "agent" && flagEnabled(flags, "agentTrackingLog")) logs.push("agent");
  return logs;
}

function badRequest(error: string): Response {
  return Response.json({ error }, { status: 400, headers: { "cache-control": "no-store" } });
}

/**
 * POST handler of /tracking/listings and /tracking/agents: 400 with the reason for oversized or
 * malformed payloads (nothing stored); otherwise stored only while the `tracking` flag is on.
 * Flags are evaluated for the page the event came from (Referer), so targeted experiments apply.
 */
export async function handleTrackingPost(kind: TrackingKind, request: Request): Promise<Response> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_TRACKING_PAYLOAD_BYTES) return badRequest(`Tracking payload too large: ${declared} bytes (at most ${MAX_TRACKING_PAYLOAD_BYTES})`);
  const parsed = parseTrackingBody(kind, await request.text());
  if (!parsed.ok) return badRequest(parsed.error);

  const referer = request.headers.get("referer");
  const pageUrl = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  const flags = await getRequestFlags(pageUrl ? pageUrl.pathname + pageUrl.search : "");
  const stored = flagEnabled(flags, "tracking");
  if (stored) {
    const assignments = parseAssignments((await cookies()).get(EXPERIMENTS_COOKIE)?.value);
    await recordTrackingEvent(getDb(), { kind, payload: parsed.payload, assignments, at: Date.now() });
  }
  const answer: TrackingAnswer = { stored, log: logsFor(kind, flags) };
  return Response.json(answer, { status: 202, headers: { "cache-control": "no-store" } });
}
