"use client";

import Link from "next/link";
import { useEffect, useSyncExternalStore } from "react";

/**
 * The visitor's last suburb in the agent finder, kept in this browser only (local storage, never
 * a cookie: a cookie would keep every page from the shared page cache). The empty finder offers it
 * back; a finder search by suburb records it.
 */
const KEY = "homefront:agents:last-location";

interface LastSearch {
  slug: string;
  name: string;
}

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function parse(text: string | null): LastSearch | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LastSearch>;
    return typeof value.slug === "string" && /^[a-z0-9-]{1,120}$/.test(value.slug) && typeof value.name === "string"
      ? { slug: value.slug, name: value.name.slice(0, 120) }
      : null;
  } catch {
    return null;
  }
}

const subscribe = (listener: () => void) => {
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
};

/** Records the suburb the finder shows (rendered with a suburb's results). */
export function RememberAgentSearch({ slug, name }: LastSearch) {
  useEffect(() => {
    try {
      window.localStorage.setItem(KEY, JSON.stringify({ slug, name }));
    } catch {
      // Private mode or a full quota: nothing to offer back next time.
    }
  }, [slug, name]);
  return null;
}

/** "Back to agents in {suburb}" on the empty finder, when this browser searched one before. */
export function LastAgentSearch({ shownSlug }: { shownSlug: string | undefined }) {
  const last = parse(useSyncExternalStore(subscribe, read, () => null));
  if (!last || last.slug === shownSlug) return null;
  return (
    <p data-testid="agent-finder-last-search">
      Your last search: <Link href={`/agents?location=${encodeURIComponent(last.slug)}`}>agents in {last.name}</Link>
    </p>
  );
}
