"use client";

import { useSyncExternalStore } from "react";
import type { AccountMember } from "../../services/members/member";

/** The member is kept locally as JSON under the auth-member key. */
export const AUTH_MEMBER_KEY = "auth-member";

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedText: string | null | undefined;
let cachedMember: AccountMember | null = null;

function notify() {
  for (const listener of listeners) listener();
}

/** The stored member (parsed once per change; a broken record counts as none). */
export function readStoredMember(): AccountMember | null {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(AUTH_MEMBER_KEY);
  } catch {
    return null;
  }
  if (text !== cachedText) {
    cachedText = text;
    try {
      const value: unknown = text ? JSON.parse(text) : null;
      cachedMember = value && typeof value === "object" && "username" in value ? (value as AccountMember) : null;
    } catch {
      cachedMember = null;
    }
  }
  return cachedMember;
}

export function storeMember(member: AccountMember): void {
  try {
    window.localStorage.setItem(AUTH_MEMBER_KEY, JSON.stringify(member));
  } catch {
    // Private mode or a full quota: the session still works, the header just refetches.
  }
  notify();
}

export function clearStoredMember(): void {
  try {
    window.localStorage.removeItem(AUTH_MEMBER_KEY);
  } catch {
    // Nothing stored then.
  }
  notify();
}

export function subscribeToMember(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_MEMBER_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const noStoredMember = () => null;

/**
 * The stored member in a component (null on the server, during hydration and for visitors): what
 * per-member browser data is keyed by, like the viewed and enquired lists.
 */
export function useStoredMember(): AccountMember | null {
  return useSyncExternalStore(subscribeToMember, readStoredMember, noStoredMember);
}
