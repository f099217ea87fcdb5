"use client";

import { useEffect } from "react";
import { whenIdle } from "./when-idle";

/** Local stand-in for the ad network's loader: nothing may be fetched from another origin at run time. */
export const ADVERTISING_SCRIPT_SRC = "/ads/placeholder-ads.js";

/**
 * Loaded only when the thirdPartyScripts flag is on, once the page has loaded and the browser is
 * idle, so it never delays the page (what next/script's lazyOnload did, without its ~1.5 KiB gzip
 * on every page).
 */
export function AdvertisingScript() {
  useEffect(() => {
    let cancelIdle = () => {};
    const load = () => {
      cancelIdle = whenIdle(() => {
        if (document.getElementById("advertising-script")) return;
        const script = document.createElement("script");
        script.id = "advertising-script";
        script.src = ADVERTISING_SCRIPT_SRC;
        script.async = true;
        document.body.appendChild(script);
      });
    };
    if (document.readyState === "complete") load();
    else window.addEventListener("load", load, { once: true });
    return () => {
      window.removeEventListener("load", load);
      cancelIdle();
    };
  }, []);
  return null;
}
