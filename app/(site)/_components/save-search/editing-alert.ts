/**
 * "Edit filters" on the alerts page sends the member to the alert's search, where the usual search
 * form changes it; the results page then offers to update the alert with the search on screen.
 * The alert being edited is remembered for this tab only.
 */
export const EDITING_ALERT_KEY = "editing-alert";

export interface EditingAlert {
  id: string;
  name: string;
}

export function startEditingAlert(alert: EditingAlert): void {
  try {
    window.sessionStorage.setItem(EDITING_ALERT_KEY, JSON.stringify(alert));
  } catch {
    // Without storage the results page simply offers a new alert.
  }
}

export function readEditingAlert(): EditingAlert | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(EDITING_ALERT_KEY) ?? "null");
    if (!value || typeof value !== "object") return null;
    const { id, name } = value as Record<string, unknown>;
    return typeof id === "string" && typeof name === "string" ? { id, name } : null;
  } catch {
    return null;
  }
}

export function stopEditingAlert(): void {
  try {
    window.sessionStorage.removeItem(EDITING_ALERT_KEY);
  } catch {
    // Nothing stored then.
  }
}
