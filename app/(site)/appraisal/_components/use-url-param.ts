"use client";

import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

/**
 * A parameter of the page's URL as the browser has it, and null while rendering on the server and
 * hydrating. For what a shared page must not render on the server (the edge page cache keeps one
 * copy for everyone), read on every render so a client navigation's new URL is seen.
 */
export function useUrlParam(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}
