/** Dates without a state show in Sydney time, the most common zone. */
export const DEFAULT_TIME_ZONE = "Australia/Sydney";

/**
 * "21/11/2026" (dd/MM/yyyy in Sydney time, as `formatDate` writes it) with the browser's own
 * Intl, for client components: `formatDate` brings date-fns and its time-zone module (~8 KiB gzip
 * of first-load JavaScript) to every page that renders dates in the browser.
 */
const SHORT_DATE = new Intl.DateTimeFormat("en-AU", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: DEFAULT_TIME_ZONE,
});

/** "" for an invalid date, as `formatDate`. */
export function formatShortDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : SHORT_DATE.format(date);
}
