/**
 * The alert analytics events, pushed to the page's data layer (as the sign-in events are):
 * added_title when an alert is saved, edited_title when it is renamed, changed_locations when
 * its search changes, has_title when it was saved with a name of the member's own.
 * No imports: browser code uses it.
 */
export const ALERT_EVENTS = ["added_title", "edited_title", "changed_locations", "has_title"] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

export function trackAlertEvent(event: AlertEvent, details: { alertId: string; title: string }): void {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, category: "alert", ...details });
}
