/** Runs `callback` at an idle moment (or after 2 s where requestIdleCallback is missing, as in Safari); returns a cancel. */
export function whenIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(callback, 2000);
  return () => globalThis.clearTimeout(id);
}
