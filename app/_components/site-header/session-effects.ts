"use client";

import { useEffect } from "react";
import { loadCurrentMember, refreshSession } from "@/lib/session/client/auth-api";
import { clearStoredMember, readStoredMember } from "@/lib/session/client/member-store";
import { hasSessionMarker, takeSessionEndedFlag } from "@/lib/session/client/session-marker";
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
    // Both calls store the member themselves, and answer undefined when a sign-out overtook them:
    // the session did not end then, the person ended it, so there is nothing to show.
    const refresh = async () => {
      if ((await refreshSession()) === null) ended();
    };
    const check = async () => {
      if (!hasSessionMarker()) {
        if (readStoredMember()) clearStoredMember();
        return;
      }
      if ((await loadCurrentMember()) === null) await refresh();
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
