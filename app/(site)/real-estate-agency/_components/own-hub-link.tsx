"use client";

import Link from "next/link";
import { PERFORMANCE_HUB_PATH } from "@/lib/agents/hub-urls";
import { useStoredMember } from "@/lib/session/client/member-store";
import { useFlag } from "@/lib/flags/react";

/**
 * "Your performance hub" on an agent's profile, for that agent alone. The profile is one shared
 * copy for everyone (edge page cache), so who is looking is decided in the browser from the
 * stored member, as the header's member menu is; the hub itself checks the session again.
 */
export function OwnHubLink({ agentId, className }: { agentId: number; className: string | undefined }) {
  const member = useStoredMember();
  const hubOn = useFlag("performanceHub");
  if (!hubOn || member?.agentId !== agentId) return null;
  return (
    <li>
      <Link className={className} href={PERFORMANCE_HUB_PATH} data-testid="agent-hub-link">
        Your performance hub
      </Link>
    </li>
  );
}
