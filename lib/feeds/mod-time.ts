import { TZDate } from "@date-fns/tz";

/**
 * Dates and times as REAXML and the CRMs that write it send them: `2009-01-01-12:30:00` (the
 * format's own), `2009-01-01-12:30`, `20090101-123000`, `20090101123000`, ISO 8601 with or
 * without an offset (`2009-01-01T12:30:00`, `…Z`, `…+10:00`), `2009-01-01 12:30:00`, a bare date,
 * and the Australian `26/01/2009`. A time without an offset is the wall-clock time where the home
 * is (the caller gives the zone), because that is what the agent typed.
 */
export interface FeedDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC when the text carries an offset; absent for a wall-clock time. */
  offsetMinutes?: number;
}

const FORMS: RegExp[] = [
  // 2009-01-01-12:30:00, 2009-01-01T12:30:00.000+10:00, 2009-01-01 12:30, 2009-01-01
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[-T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i,
  // 20090101-123000, 20090101123000, 20090101
  /^(\d{4})(\d{2})(\d{2})(?:-?(\d{2})(\d{2})(\d{2})?)?$/,
];
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetOf(text: string | undefined): number | undefined {
  if (!text) return undefined;
  if (text.toUpperCase() === "Z") return 0;
  const sign = text.startsWith("-") ? -1 : 1;
  const digits = text.slice(1).replace(":", "");
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

function valid(value: FeedDateTime): FeedDateTime | null {
  const { year, month, day, hour, minute, second } = value;
  if (year < 1900 || year > 2200 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (value.offsetMinutes !== undefined && Math.abs(value.offsetMinutes) > 14 * 60) return null;
  return value;
}

/** The date and time in the text, or null when it is none of the forms above or no real date. */
export function parseFeedDateTime(raw: string | null | undefined): FeedDateTime | null {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim();
  for (const form of FORMS) {
    const m = form.exec(text);
    if (!m) continue;
    const offsetMinutes = offsetOf(m[7]);
    return valid({
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      hour: Number(m[4] ?? 0),
      minute: Number(m[5] ?? 0),
      second: Number(m[6] ?? 0),
      ...(offsetMinutes !== undefined && { offsetMinutes }),
    });
  }
  const m = DAY_FIRST.exec(text);
  if (!m) return null;
  return valid({
    year: Number(m[3]),
    month: Number(m[2]),
    day: Number(m[1]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
  });
}

/** The instant a feed's time names, a wall-clock time being read in `timeZone`. */
export function feedInstant(value: FeedDateTime, timeZone: string): Date {
  const { year, month, day, hour, minute, second, offsetMinutes } = value;
  if (offsetMinutes !== undefined)
    return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000);
  return new Date(new TZDate(year, month - 1, day, hour, minute, second, timeZone).getTime());
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2009-01-26": the calendar date as written, for dates that have no time of day (available, sold). */
export function calendarDate(value: FeedDateTime): string {
  return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
}
