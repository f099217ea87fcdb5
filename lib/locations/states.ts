/** Australian states and territories with their IANA time zones (inspection times, .ics files). */
export const STATES = [
  { code: "ACT", name: "Australian Capital Territory", timeZone: "Australia/Sydney" },
  { code: "NSW", name: "New South Wales", timeZone: "Australia/Sydney" },
  { code: "NT", name: "Northern Territory", timeZone: "Australia/Darwin" },
  { code: "QLD", name: "Queensland", timeZone: "Australia/Brisbane" },
  { code: "SA", name: "South Australia", timeZone: "Australia/Adelaide" },
  { code: "TAS", name: "Tasmania", timeZone: "Australia/Hobart" },
  { code: "VIC", name: "Victoria", timeZone: "Australia/Melbourne" },
  { code: "WA", name: "Western Australia", timeZone: "Australia/Perth" },
] as const;

export type StateCode = (typeof STATES)[number]["code"];

export const STATE_CODES: readonly StateCode[] = STATES.map((s) => s.code);

export function isStateCode(value: string): value is StateCode {
  return (STATE_CODES as readonly string[]).includes(value.toUpperCase());
}

export function stateByCode(code: string) {
  return STATES.find((s) => s.code === code.toUpperCase());
}
