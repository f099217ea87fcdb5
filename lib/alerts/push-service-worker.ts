/**
 * The push-only service worker and the scope it registers with: a path with no pages, so it never
 * controls a page (it has no fetch handler either), and the shell's clean-up of older service
 * workers tells it apart by its script. On its own so the site shell imports two strings, not the
 * alerts page's messages.
 */
export const PUSH_SERVICE_WORKER_PATH = "/push-sw.js";
export const PUSH_SERVICE_WORKER_SCOPE = "/push/";
