"use client";

import { useEffect } from "react";
import { afterLoadWhenIdle } from "./when-idle";

/**
 * Adds `<script id src async>` once the page has loaded and the browser is idle (what next/script's
 * lazyOnload does, without its ~1.5 KiB gzip on the page: docs/performance.md). Once per id, however
 * many components ask; `src` null adds nothing.
 */
export function useIdleScript(id: string, src: string | null): void {
  useEffect(() => {
    if (!src) return;
    return afterLoadWhenIdle(() => {
      if (document.getElementById(id)) return;
      const script = document.createElement("script");
      script.id = id;
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    });
  }, [id, src]);
}
