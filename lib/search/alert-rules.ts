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
