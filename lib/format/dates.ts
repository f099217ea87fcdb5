import { TZDate } from "@date-fns/tz";
import { differenceInMilliseconds, format, formatDistanceStrict, isValid } from "date-fns";
import { stateByCode } from "@/lib/locations/states";

/** Dates show dd/MM/yyyy; times "h:mma" with day and month abbreviations. */
export const DATE_FORMAT = "dd/MM/yyyy";
export const TIME_FORMAT = "h:mma";
export const DAY_TIME_FORMAT = "EEE d MMM h:mma";

/** Relative text is used within this window (spec: within 3 days). */
export const RELATIVE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** Listings without a state show in Sydney time, the most common zone. */
export const DEFAULT_TIME_ZONE = "Australia/Sydney";

export type DateInput = Date | string | number;

export function timeZoneForState(stateCode: string | undefined): string {
  return (stateCode && stateByCode(stateCode)?.timeZone) || DEFAULT_TIME_ZONE;
}

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : undefined;
}

/** TZDate accepts any string and only fails when formatting, so zones are checked up front. */
function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-AU", { timeZone });
    return true;
  } catch {
    return false;
  }
}

function inZone(date: Date, timeZone: string): Date {
  return new TZDate(date.getTime(), isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
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
    const now = options.now ?? new Date();
    const age = differenceInMilliseconds(now, date);
    // formatDistanceStrict never says "about"/"almost"/"over".
    if (age >= 0 && age < RELATIVE_WINDOW_MS) return formatDistanceStrict(date, now, { addSuffix: true });
  }
  return format(inZone(date, options.timeZone ?? DEFAULT_TIME_ZONE), DATE_FORMAT);
}

/** "10:30AM" in the listing's zone. */
export function formatTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(value);
  return date ? format(inZone(date, timeZone), TIME_FORMAT) : "";
}

/** "Sat 21 Nov 10:30AM": inspection and auction times. */
export function formatDayTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(value);
  return date ? format(inZone(date, timeZone), DAY_TIME_FORMAT) : "";
}

/** "Sat 21 Nov 10:30AM - 11:00AM": an inspection slot. */
export function formatTimeSpan(start: DateInput, end: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const from = formatDayTime(start, timeZone);
  const to = formatTime(end, timeZone);
  return from && to ? `${from} - ${to}` : from;
}
