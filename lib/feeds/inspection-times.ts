import type { FeedDateTime } from "./mod-time";

/**
 * An open home as REAXML writes it: `21-Jan-2009 11:00am to 1:00pm`. CRMs vary it: upper-case
 * AM/PM, a dash instead of "to", hours without minutes ("11am"), 24-hour times ("11:00 to
 * 13:00"), full month names, spaces or slashes between the date's parts and a weekday in front
 * ("Sat 21-Jan-2009 …"). The times are wall-clock times where the home is.
 */
export interface InspectionTime {
  start: FeedDateTime;
  end: FeedDateTime;
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*([ap]\.?m\.?)?`;
const INSPECTION = new RegExp(
  String.raw`^(?:[a-z]{3,9},?\s+)?(\d{1,2})[-\s/]([a-z]{3,9})[-\s/](\d{4}),?\s+${TIME}\s*(?:to|-|–|until)\s*${TIME}$`,
  "i",
);

function monthNumber(name: string): number | null {
  // "Jan", "Sept", "January": a month's name or its start, never fewer than 3 letters.
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex((month) => month.startsWith(lower));
  return lower.length >= 3 && index >= 0 ? index + 1 : null;
}

function hour24(hour: number, meridiem: string | undefined): number | null {
  if (!meridiem) return hour <= 23 ? hour : null;
  if (hour < 1 || hour > 12) return null;
  const pm = meridiem.toLowerCase().startsWith("p");
  return (hour % 12) + (pm ? 12 : 0);
}

/** The start and end, or null when the text is not an open-home time or ends before it starts. */
export function parseInspectionTime(raw: string | null | undefined): InspectionTime | null {
  if (raw === null || raw === undefined) return null;
  const m = INSPECTION.exec(raw.trim().replace(/\s+/g, " "));
  if (!m) return null;
  const day = Number(m[1]);
  const month = monthNumber(m[2]!);
  const year = Number(m[3]);
  if (month === null || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const startMinute = Number(m[5] ?? 0);
  const endMinute = Number(m[8] ?? 0);
  const endHour = hour24(Number(m[7]), m[9]);
  if (endHour === null || startMinute > 59 || endMinute > 59) return null;
  let startHour = hour24(Number(m[4]), m[6]);
  // "2 to 3pm", "11 to 1pm": a start without am/pm takes the end's, unless that puts it after the
  // end, when it is the morning.
  if (!m[6] && m[9] && Number(m[4]) >= 1 && Number(m[4]) <= 12) {
    startHour = hour24(Number(m[4]), m[9]);
    if (startHour !== null && startHour * 60 + startMinute >= endHour * 60 + endMinute)
      startHour = hour24(Number(m[4]), "am");
  }
  if (startHour === null) return null;
  const date = { year, month, day, second: 0 };
  const start = { ...date, hour: startHour, minute: startMinute };
  const end = { ...date, hour: endHour, minute: endMinute };
  if (end.hour * 60 + end.minute <= start.hour * 60 + start.minute) return null;
  return { start, end };
}
