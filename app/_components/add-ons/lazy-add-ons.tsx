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

/** The two client-only add-ons of the shell: a back-to-top button and a cookie notice. */
export function LazyAddOns() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <>
      <BackToTop />
      <NoticeToast />
    </>
  );
}
