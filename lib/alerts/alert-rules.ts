/**
 * The limits and choices an alert has, shared by the service (which enforces them) and the pages
 * (which explain them). Our own numbers: the product leaves them open.
 */

/** Alerts one member may keep: enough for every suburb someone is seriously watching, few enough to read. */
export const MAX_ALERTS_PER_MEMBER = 25;

/** Locations one alert may follow; wider interest is better served by a region or a state. */
export const MAX_ALERT_LOCATIONS = 10;

/** Longest alert name a member may type. */
export const MAX_ALERT_NAME_LENGTH = 120;

/** How often an alert writes: at once (within 5 minutes), a morning digest, a weekly digest, or never. */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "none"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "As soon as a home is listed",
  daily: "Daily at 7 am",
  weekly: "Weekly",
  none: "Never (show on this page only)",
};

/** The page an alert e-mail's unsubscribe link opens: a GET only asks, so a link scanner unsubscribes no one. */
export const ALERT_UNSUBSCRIBE_PAGE_PATH = "/unsubscribe/alert";
/**
 * The one-click address (RFC 8058) in alert mail's List-Unsubscribe header: a mail client POSTs
 * "List-Unsubscribe=One-Click" to it from its own servers, with no session and no Origin of ours.
 */
export const ALERT_ONE_CLICK_UNSUBSCRIBE_PATH = "/api/alerts/unsubscribe";

/** Messages people read when an alert call fails; the wording is the product's. */
export const ALERT_MESSAGES = {
  createFailed: "Error creating Alert",
  saveFailed: "Unable to save Alert",
  signInToUpdate: "Please login to update this Alert",
  updateFailed: "Error updating Alert",
  deleteFailed: "Failed to delete Alert",
  clearFailed: "Failed to clear properties from Alert",
} as const;

export const tooManyAlertsMessage = () =>
  `You can keep up to ${MAX_ALERTS_PER_MEMBER} alerts. Delete one you no longer need to add another.`;

export const tooManyLocationsMessage = () =>
  `An alert can follow up to ${MAX_ALERT_LOCATIONS} locations. Remove some, or choose a region instead.`;

/**
 * Unseen homes kept per alert: a trigger (migration 0018) drops the oldest beyond this, so a count
 * at the cap means "this many or more" and is shown as "100+".
 */
export const ALERT_NEW_HOMES_KEPT = 100;

/** A count of an alert's new homes as people read it: at the cap some may have been dropped. */
export const newHomesCount = (count: number): string =>
  count >= ALERT_NEW_HOMES_KEPT ? `${ALERT_NEW_HOMES_KEPT}+` : String(count);
