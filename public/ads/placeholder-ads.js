/*
 * Placeholder for the advertising loader, served from our own origin. It only records that it ran
 * (for tests and for ad slots to check); the real network's loader replaces this file.
 */
(function () {
  window.homefrontAds = { loaded: true, loadedAt: Date.now(), slots: [] };
  document.dispatchEvent(new CustomEvent("homefront:ads-ready"));
})();
