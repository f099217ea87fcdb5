"use client";

import { useEffect } from "react";
import { readStoredMember } from "@/lib/session/client/member-store";
import { useFlag } from "@/lib/flags/react";
import { trackAgentView } from "@/lib/tracking/client";

/**
 * A view of an agent's profile, posted once while the `tracking` flag is on, with the analytics
 * payload's fields that an agent has: the agent, their office, the office's suburb and the
 * signed-in member (read in the browser: the shared page knows no one). The agent's performance
 * hub counts these as their profile's views. Renders nothing.
 */
export function AgentViewTracking({
  agentId,
  officeId,
  locationId,
}: {
  agentId: string;
  officeId: string;
  locationId: string | null;
}) {
  const trackingOn = useFlag("tracking");

  useEffect(() => {
    if (!trackingOn) return;
    // Who is signed in when the view is posted, read from the browser's store then (not a
    // dependency: signing in later is not another view).
    trackAgentView({ agentId, officeId, locationId, userId: readStoredMember()?.id ?? null });
  }, [trackingOn, agentId, officeId, locationId]);

  return null;
}
