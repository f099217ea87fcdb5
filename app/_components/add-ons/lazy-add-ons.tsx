"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoadWhenIdle } from "../when-idle";

// The back-to-top button does not matter for the first paint, so its code is fetched only once the page has
// loaded and the browser is idle (not merely idle: that can come before load, while the LCP image
// is still downloading). React.lazy rather than next/dynamic: it renders only in the browser anyway (useIdle is
// false on the server), and next/dynamic's loader added ~1 KiB gzip to every page.
const BackToTop = lazy(() => import("./back-to-top").then((module) => ({ default: module.BackToTop })));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setIdle(true)), []);
  return idle;
}

/** The back-to-top button, the shell's client-only add-on (at the end of the page). */
export function LazyAddOns() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <BackToTop />
    </Suspense>
  ) : null;
}
