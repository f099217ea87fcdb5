"use client";

import { useEffect } from "react";
import { fetchMember, refreshSession } from "@/lib/auth/client/auth-api";
import { clearStoredMember, readStoredMember, storeMember } from "@/lib/auth/client/member-store";
import { hasSessionMarker, takeSessionEndedFlag } from "@/lib/auth/client/session-marker";
import { AUTH_REFRESH_INTERVAL_MS } from "@/lib/auth/lifetimes";

/**
 * The session transitions, run once per page in the header:
 * - a refresh that ended without an access token (here or in middleware): member cleared, the
 *   warning shown (when system notifications are on);
 * - member stored but no auth cookie: member cleared;
 * - auth cookie but no member: member fetched and stored;
 * - on load the current member is fetched; while signed in, refreshed every 5 minutes and on
 *   window focus after a session check;
 * - viewed and enquired lists follow the stored member: they are keyed by the member's id
 *   (lib/listings/use-recent-list.ts), so storing or clearing the member loads or empties them.
 */
export function useSessionEffects(onSessionEnded: () => void) {
  useEffect(() => {
    const ended = () => {
      clearStoredMember();
      onSessionEnded();
    };
    const refresh = async () => {
      const member = await refreshSession();
      if (!member) ended();
    };
    const check = async () => {
      const stored = readStoredMember();
      if (!hasSessionMarker()) {
        if (stored) clearStoredMember();
        return;
      }
      const member = await fetchMember();
      if (member) storeMember(member);
      else await refresh();
    };

    if (takeSessionEndedFlag()) ended();
    else void check();

    const interval = window.setInterval(() => {
      if (hasSessionMarker()) void refresh();
    }, AUTH_REFRESH_INTERVAL_MS);
    const onFocus = () => {
      if (hasSessionMarker()) void refresh();
      else if (readStoredMember()) clearStoredMember();
    };
    window.addEventListener("focus", onFocus);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener("focus", onFocus);
    };
  }, [onSessionEnded]);
}
