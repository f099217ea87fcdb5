import Script from "next/script";

/** Local stand-in for the ad network's loader: nothing may be fetched from another origin at run time. */
export const ADVERTISING_SCRIPT_SRC = "/ads/placeholder-ads.js";

/** Loaded only when the thirdPartyScripts flag is on, after the page is idle so it never delays it. */
export function AdvertisingScript() {
  return <Script id="advertising-script" src={ADVERTISING_SCRIPT_SRC} strategy="lazyOnload" />;
}
