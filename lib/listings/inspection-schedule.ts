import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { formatTime } from "@/lib/format/dates";

/**
 * Open homes are shown, and filtered by, today plus 7 days. It lives here rather than in lib/search
 * because search builds on listings (its filter's day list reads this), never the reverse.
 */
export const INSPECTION_DAY_COUNT = 8;

export interface InspectionSlot {
  startsAt: string;
  endsAt: string;
}

export interface InspectionDay {
  /** yyyy-MM-dd in the listing's zone. */
  day: string;
  /** "Today" for today, then "Sat 28 Nov". */
  label: string;
  slots: { startsAt: string; endsAt: string; time: string }[];
}

/**
 * A listing's open homes grouped by day in the listing's state time zone, covering today plus 7
 * days and only days that have one. Today is labelled 'Today'; times are 'h:mma'
 * ("10:30AM - 11:00AM"), in the listing's zone whatever the visitor's.
 */
export function inspectionSchedule(slots: readonly InspectionSlot[], now: Date, timeZone: string): InspectionDay[] {
  const today = new TZDate(now.getTime(), timeZone);
  const labels = new Map<string, string>();
  for (let offset = 0; offset < INSPECTION_DAY_COUNT; offset++) {
    const day = addDays(today, offset);
    labels.set(format(day, "yyyy-MM-dd"), offset === 0 ? "Today" : format(day, "EEE d MMM"));
  }
  const days = new Map<string, InspectionDay>();
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    if (new Date(slot.endsAt).getTime() < now.getTime()) continue;
    const day = format(new TZDate(new Date(slot.startsAt).getTime(), timeZone), "yyyy-MM-dd");
    const label = labels.get(day);
    if (!label) continue;
    const entry = days.get(day) ?? { day, label, slots: [] };
    entry.slots.push({
      ...slot,
      time: `${formatTime(slot.startsAt, timeZone)} - ${formatTime(slot.endsAt, timeZone)}`,
    });
    days.set(day, entry);
  }
  return [...days.values()];
}
