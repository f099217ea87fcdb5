"use client";

import { useIdleScript } from "./use-idle-script";

/** Local stand-in for the ad network's loader: nothing may be fetched from another origin at run time. */
export const ADVERTISING_SCRIPT_SRC = "/ads/placeholder-ads.js";

/** Loaded only when the thirdPartyScripts flag is on, once the page has loaded and the browser is idle, so it never delays it. */
export function AdvertisingScript() {
  useIdleScript("advertising-script", ADVERTISING_SCRIPT_SRC);
  return null;
}
