import { TZDate } from "@date-fns/tz";
import { STATES } from "@/lib/locations/states";
import type { AlertFrequency } from "./alert-rules";

/** Digests go out at this hour in the member's state's time zone. */
export const DIGEST_HOUR = 7;

/** Weekly digests go out on this weekday (0 Sunday … 6 Saturday): a Saturday morning, open-home day. */
export const WEEKLY_DIGEST_WEEKDAY = 6;

const DEFAULT_TIME_ZONE = "Australia/Sydney";

/** The zone an alert's digests follow: its first location's state, or Sydney's when it has none. */
export function alertTimeZone(stateCode: string | undefined): string {
  return STATES.find((state) => state.code === stateCode)?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * When the next digest is due after `now`: the next 7 am local (daily), or the next Saturday 7 am
 * local (weekly). Instant alerts and silent ones have no digest.
 */
export function nextDigestAt(frequency: AlertFrequency, timeZone: string, now: number): number | null {
  if (frequency !== "daily" && frequency !== "weekly") return null;
  const local = new TZDate(now, timeZone);
  const due = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), DIGEST_HOUR, 0, 0, timeZone);
  if (due.getTime() <= now) due.setDate(due.getDate() + 1);
  if (frequency === "weekly") {
    while (due.getDay() !== WEEKLY_DIGEST_WEEKDAY) due.setDate(due.getDate() + 1);
  }
  return due.getTime();
}
