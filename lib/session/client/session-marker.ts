"use client";

import { SESSION_ENDED_COOKIE } from "../../auth/session-ended-cookie";

/**
 * The session cookies are HttpOnly, so scripts see only the readable marker set beside them
 * (hf_signed_in, or __Host-hf_signed_in on https): this is how the page tells that
 * the auth cookie exists (and so whether to refresh the session or fetch the member).
 */
export function hasSessionMarker(): boolean {
  return /(?:^|;\s*)(?:__Host-)?hf_signed_in=1(?:;|$)/.test(document.cookie);
}

/** True once when a refresh outside the page ended the session (middleware sets it); clears it. */
export function takeSessionEndedFlag(): boolean {
  const present = new RegExp(`(?:^|;\\s*)${SESSION_ENDED_COOKIE}=1(?:;|$)`).test(document.cookie);
  if (present) document.cookie = `${SESSION_ENDED_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return present;
}
