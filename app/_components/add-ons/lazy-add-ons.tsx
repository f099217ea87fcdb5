"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

// Neither add-on matters for the first paint, so their code is fetched only once the browser is idle.
const BackToTop = dynamic(() => import("./back-to-top").then((module) => module.BackToTop), { ssr: false });
const NoticeToast = dynamic(() => import("./notice-toast").then((module) => module.NoticeToast), { ssr: false });

/** Waits for an idle moment (or 2 s where requestIdleCallback is missing, as in Safari). */
function whenIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(callback, 2000);
  return () => globalThis.clearTimeout(id);
}

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

/** The back-to-top button, one of the shell's two client-only add-ons (at the end of the page). */
export function LazyAddOns() {
  return useIdle() ? <BackToTop /> : null;
}

/**
 * The cookie notice, the other add-on. The layout puts it right after the skip link: it floats
 * over the bottom of the screen, so its "Got it" must come early in the Tab order, not after every
 * link on the page.
 */
export function LazyCookieNotice() {
  return useIdle() ? <NoticeToast /> : null;
}
