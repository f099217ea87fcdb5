/**
 * A search a visitor saved before signing in: kept in this browser (name, search, page position)
 * and created once they are signed in, then forgotten.
 */
export const PENDING_ALERT_KEY = "unsaved-alert";

export interface PendingAlert {
  name?: string;
  searchUrl: string;
  /** Where on the page they were (scrollY), to come back to. */
  pagePosition: number;
}

export function storePendingAlert(alert: PendingAlert): void {
  try {
    window.localStorage.setItem(PENDING_ALERT_KEY, JSON.stringify(alert));
  } catch {
    // Private mode: the visitor saves again after signing in.
  }
}

export function readPendingAlert(): PendingAlert | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(PENDING_ALERT_KEY) ?? "null");
    if (!value || typeof value !== "object") return null;
    const { searchUrl, name, pagePosition } = value as Record<string, unknown>;
    if (typeof searchUrl !== "string" || !searchUrl.startsWith("/")) return null;
    return {
      searchUrl,
      ...(typeof name === "string" && name ? { name } : {}),
      pagePosition: typeof pagePosition === "number" && pagePosition >= 0 ? pagePosition : 0,
    };
  } catch {
    return null;
  }
}

export function forgetPendingAlert(): void {
  try {
    window.localStorage.removeItem(PENDING_ALERT_KEY);
  } catch {
    // Nothing stored then.
  }
}
