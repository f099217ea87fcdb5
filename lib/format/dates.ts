import { stateByCode } from "@/lib/locations/states";

/** Dates show dd/MM/yyyy; times "h:mma" with day and month abbreviations. */
export const DATE_FORMAT = "dd/MM/yyyy";
export const TIME_FORMAT = "h:mma";
export const DAY_TIME_FORMAT = "EEE d MMM h:mma";

/** Relative text ("2 hours ago") is used for dates within 3 days, when asked for. */
export const RELATIVE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** Listings without a state show in Sydney time, the most common zone. */
export const DEFAULT_TIME_ZONE = "Australia/Sydney";

export type DateInput = Date | string | number;

export function timeZoneForState(stateCode: string | undefined): string {
  return (stateCode && stateByCode(stateCode)?.timeZone) || DEFAULT_TIME_ZONE;
}

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// The formats are built from the platform's Intl.DateTimeFormat, not a date library: these
// functions run in client islands too (comments, reviews, the agent hub), where date-fns and
// @date-fns/tz cost ~9 KiB gzip of first-load JavaScript (docs/performance.md). en-US parts give
// the abbreviations the formats use ("Sep", not en-AU's "Sept"); the order is ours.
const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The date's fields in a zone (Sydney for an unknown zone), by part type: day, month, hour… */
function partsInZone(date: Date, timeZone: string): Record<Intl.DateTimeFormatPartTypes, string> {
  let parts = partsFormats.get(timeZone);
  if (!parts) {
    try {
      parts = new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        hour12: true,
      });
    } catch {
      return partsInZone(date, DEFAULT_TIME_ZONE);
    }
    partsFormats.set(timeZone, parts);
  }
  const fields = {} as Record<Intl.DateTimeFormatPartTypes, string>;
  for (const part of parts.formatToParts(date)) fields[part.type] = part.value;
  return fields;
}

const monthNumber = (month: string) =>
  String(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].indexOf(month) + 1);

/** "1 hour", "3 days": date-fns's formatDistanceStrict wording, counts rounded to the nearest. */
function distance(ageMs: number): string {
  const minutes = ageMs / 60_000;
  const [count, unit] =
    minutes < 1
      ? [Math.round(ageMs / 1000), "second"]
      : minutes < 60
        ? [Math.round(minutes), "minute"]
        : minutes < 24 * 60
          ? [Math.round(minutes / 60), "hour"]
          : [Math.round(minutes / (24 * 60)), "day"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

export interface FormatDateOptions {
  /** "3 hours ago" for past dates within 3 days (never "about"). */
  relative?: boolean;
  now?: Date;
  timeZone?: string;
}

/** "21/11/2026", or "5 hours ago" when relative text is requested; "" for an invalid date. */
export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  const date = toDate(value);
  if (!date) return "";
  if (options.relative) {
    const age = (options.now ?? new Date()).getTime() - date.getTime();
    if (age >= 0 && age < RELATIVE_WINDOW_MS) return `${distance(age)} ago`;
  }
  const { day, month, year } = partsInZone(date, options.timeZone ?? DEFAULT_TIME_ZONE);
  return `${day.padStart(2, "0")}/${monthNumber(month).padStart(2, "0")}/${year.padStart(4, "0")}`;
}

/** "10:30AM" in the listing's zone. */
export function formatTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return "";
  const { hour, minute, dayPeriod } = partsInZone(date, timeZone);
  return `${hour}:${minute}${dayPeriod}`;
}

/** "Sat 21 Nov 10:30AM": inspection and auction times. */
export function formatDayTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return "";
  const { weekday, day, month, hour, minute, dayPeriod } = partsInZone(date, timeZone);
  return `${weekday} ${day} ${month} ${hour}:${minute}${dayPeriod}`;
}

/** "Sat 21 Nov 10:30AM - 11:00AM": an inspection slot. */
export function formatTimeSpan(start: DateInput, end: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const from = formatDayTime(start, timeZone);
  const to = formatTime(end, timeZone);
  return from && to ? `${from} - ${to}` : from;
}
