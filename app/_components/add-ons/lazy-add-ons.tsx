"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoadWhenIdle } from "../when-idle";

// Neither add-on matters for the first paint, so their code is fetched only once the page has
// loaded and the browser is idle (not merely idle: that can come before load, while the LCP image
// is still downloading). React.lazy rather than next/dynamic: these render only in the browser anyway (useIdle is
// false on the server), and next/dynamic's loader added ~1 KiB gzip to every page.
const BackToTop = lazy(() => import("./back-to-top").then((module) => ({ default: module.BackToTop })));
const NoticeToast = lazy(() => import("./notice-toast").then((module) => ({ default: module.NoticeToast })));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setIdle(true)), []);
  return idle;
}

/** The back-to-top button, one of the shell's two client-only add-ons (at the end of the page). */
export function LazyAddOns() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <BackToTop />
    </Suspense>
  ) : null;
}

/**
 * The cookie notice, the other add-on. The layout puts it right after the skip link: it floats
 * over the bottom of the screen, so its "Got it" must come early in the Tab order, not after every
 * link on the page.
 */
export function LazyCookieNotice() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <NoticeToast />
    </Suspense>
  ) : null;
}
