/**
 * Local times relative to the reference date. Open homes and auctions happen at local clock
 * times (Saturday 10:00 in Perth is not 10:00 in Sydney), so every slot is computed in the
 * state's time zone once, up front, and listings just pick from these tables.
 *
 * The reference date defaults to today: regenerating on another day shifts every date with it,
 * so the data always looks fresh (listed in the past weeks, inspections in the coming ones).
 */
import { TZDate } from "@date-fns/tz";
import { STATES, type StateCode } from "@/lib/locations/states";
import { DAY_MS } from "./config";

export interface LocalDay {
  /** Days after the reference date (1 = tomorrow). */
  offset: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Epoch ms of local midnight plus each quarter hour of the day (index = quarter). */
  quarters: number[];
}

export interface Calendar {
  referenceDate: string;
  /** Local midnight at the start of the reference date in Sydney; "now" for relative dates. */
  referenceMs: number;
  /**
   * The latest moment a past event may have: the end of the reference day, or the moment the seed
   * runs when that is earlier (the reference date is Sydney's today, and its afternoon is still to
   * come in Sydney's morning).
   */
  latestPastMs: number;
  days: Record<StateCode, LocalDay[]>;
}

export const CALENDAR_DAYS = 28;

/** Today's date in Sydney (YYYY-MM-DD): the portal's day starts in Australia, not at UTC midnight. */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Australia/Sydney",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export function parseReferenceDate(value: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCMonth() !== month - 1) throw new Error(`reference date must be YYYY-MM-DD, got "${value}"`);
  return [year, month - 1, day];
}

export function buildCalendar(referenceDate: string, nowMs: number = Date.now()): Calendar {
  const [year, month, day] = parseReferenceDate(referenceDate);
  const days = {} as Record<StateCode, LocalDay[]>;
  for (const state of STATES) {
    const list: LocalDay[] = [];
    for (let offset = 1; offset <= CALENDAR_DAYS; offset++) {
      const quarters: number[] = [];
      // 7:00 to 20:00 covers every open home and auction; DST changes happen at 2–3 am.
      for (let q = 28; q <= 80; q++)
        quarters[q] = new TZDate(year, month, day + offset, Math.floor(q / 4), (q % 4) * 15, state.timeZone).getTime();
      list.push({ offset, weekday: new Date(Date.UTC(year, month, day + offset)).getUTCDay(), quarters });
    }
    days[state.code] = list;
  }
  const referenceMs = new TZDate(year, month, day, "Australia/Sydney").getTime();
  return { referenceDate, referenceMs, latestPastMs: Math.min(nowMs, referenceMs + DAY_MS), days };
}

/**
 * A time `daysAgo` before the reference date at a local-ish business hour (for past events). An
 * hour of the reference day that has not come yet moves to the day before: seeded early in
 * Sydney's morning, "listed today at 6pm" was hours in the future, and sorted above everything a
 * member did since (newest-first lists, activities).
 */
export function pastTime(calendar: Calendar, daysAgo: number, hour: number): number {
  const at = calendar.referenceMs - daysAgo * DAY_MS + hour * 3_600_000;
  return at <= calendar.latestPastMs ? at : at - DAY_MS;
}

const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** "Saturday 14 June, 11:00am" in the state's own time zone. */
export function formatLocalDateTime(ms: number, state: StateCode): string {
  const zone = STATES.find((s) => s.code === state)?.timeZone ?? "Australia/Sydney";
  let format = DATE_FORMATS.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", {
      timeZone: zone,
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    });
    DATE_FORMATS.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}${String(parts.dayPeriod).toLowerCase()}`;
}

/** dd/MM/yyyy, the product's date format. */
export function formatShortDate(ms: number): string {
  const d = new Date(ms + 10 * 3_600_000); // Australian eastern time is close enough for a date label
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}
