/** Runs `callback` at an idle moment (or after 2 s where requestIdleCallback is missing, as in Safari); returns a cancel. */
export function whenIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(callback, 2000);
  return () => globalThis.clearTimeout(id);
}

/**
 * Runs `callback` at the first idle moment after the page's load event; returns a cancel. For what
 * the first paint does not need: fetched any earlier, it competes with the page's own scripts and
 * its LCP image (the browser is often idle while an image downloads, before load).
 */
export function afterLoadWhenIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const loaded = () => {
    cancelIdle = whenIdle(callback);
  };
  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded, { once: true });
  return () => {
    window.removeEventListener("load", loaded);
    cancelIdle();
  };
}
