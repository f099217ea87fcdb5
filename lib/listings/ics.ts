import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/**
 * iCalendar (RFC 5545) files for "add to calendar". Times are written as local times with the
 * listing's TZID and a matching VTIMEZONE, so a calendar shows 10:30 in Melbourne as 10:30 for a
 * buyer in Melbourne and converts it correctly for one in Perth.
 */

interface ZoneRule {
  standard: { name: string; offset: string };
  /** Zones with daylight saving: AEDT/ACDT from the first Sunday in October to the first in April. */
  daylight?: { name: string; offset: string };
}

const ZONES: Record<string, ZoneRule> = {
  "Australia/Sydney": { standard: { name: "AEST", offset: "+1000" }, daylight: { name: "AEDT", offset: "+1100" } },
  "Australia/Melbourne": { standard: { name: "AEST", offset: "+1000" }, daylight: { name: "AEDT", offset: "+1100" } },
  "Australia/Hobart": { standard: { name: "AEST", offset: "+1000" }, daylight: { name: "AEDT", offset: "+1100" } },
  "Australia/Adelaide": { standard: { name: "ACST", offset: "+0930" }, daylight: { name: "ACDT", offset: "+1030" } },
  "Australia/Brisbane": { standard: { name: "AEST", offset: "+1000" } },
  "Australia/Darwin": { standard: { name: "ACST", offset: "+0930" } },
  "Australia/Perth": { standard: { name: "AWST", offset: "+0800" } },
};

export function vtimezone(timeZone: string): string[] {
  const zone = ZONES[timeZone];
  if (!zone) throw new Error(`no VTIMEZONE for ${timeZone}`);
  const { standard, daylight } = zone;
  if (!daylight) {
    return [
      "BEGIN:VTIMEZONE",
      `TZID:${timeZone}`,
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      `TZOFFSETFROM:${standard.offset}`,
      `TZOFFSETTO:${standard.offset}`,
      `TZNAME:${standard.name}`,
      "END:STANDARD",
      "END:VTIMEZONE",
    ];
  }
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    // 5 April and 4 October 1970 were the first Sundays of their months.
    "BEGIN:STANDARD",
    "DTSTART:19700405T030000",
    `TZOFFSETFROM:${daylight.offset}`,
    `TZOFFSETTO:${standard.offset}`,
    `TZNAME:${standard.name}`,
    "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:19701004T020000",
    `TZOFFSETFROM:${standard.offset}`,
    `TZOFFSETTO:${daylight.offset}`,
    `TZNAME:${daylight.name}`,
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
  ];
}

/** TEXT values escape backslash, semicolon, comma and newlines. */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const localTime = (iso: string, timeZone: string) =>
  format(new TZDate(new Date(iso).getTime(), timeZone), "yyyyMMdd'T'HHmmss");
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export interface CalendarEvent {
  uid: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  url: string;
}

export function inspectionCalendar(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Homefront//Inspection planner//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...vtimezone(event.timeZone),
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${event.timeZone}:${localTime(event.startsAt, event.timeZone)}`,
    `DTEND;TZID=${event.timeZone}:${localTime(event.endsAt, event.timeZone)}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/**
 * "open-home-123-2026-11-28.ics": named for the day the open home is on where the home is. The
 * UTC date is a day early for every morning inspection on the east coast.
 */
export function inspectionFileName(listingId: number, startsAt: string, timeZone: string): string {
  return `open-home-${listingId}-${format(new TZDate(new Date(startsAt).getTime(), timeZone), "yyyy-MM-dd")}.ics`;
}
