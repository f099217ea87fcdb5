/**
 * Open-home and auction times for current listings. Sales open on Saturday mornings (sometimes a
 * Wednesday or Thursday evening too); rentals open for 15 minutes at any time of the week;
 * auctions are mostly Saturday from 10 am, within the coming four weeks.
 */
import type { listingInspections } from "@/lib/db/schema";
import type { StateCode } from "@/lib/locations/states";
import type { Random } from "@/lib/media/prng";
import type { Calendar, LocalDay } from "./calendar";

export type InspectionInsert = typeof listingInspections.$inferInsert;

const INSPECTION_WINDOW_DAYS = 14;
const SATURDAY = 6;

function quarter(day: LocalDay, q: number): number {
  const ms = day.quarters[q];
  if (ms === undefined) throw new Error(`no quarter ${q} in the calendar`);
  return ms;
}

/** Start and end times (epoch ms) of the listing's open homes, earliest first. */
export function pickInspections(
  calendar: Calendar,
  state: StateCode,
  forRent: boolean,
  rng: Random,
): [number, number][] {
  const days = calendar.days[state].filter((d) => d.offset <= INSPECTION_WINDOW_DAYS);
  const times: [number, number][] = [];
  if (forRent) {
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const day = rng.pick(days);
      const q =
        day.weekday === SATURDAY || day.weekday === 0 ? rng.int(36, 54) : rng.pick([48, 49, 50, 68, 69, 70, 71, 72]);
      times.push([quarter(day, q), quarter(day, q + 1)]);
    }
  } else {
    const saturdays = days.filter((d) => d.weekday === SATURDAY);
    const count = rng.chance(0.6) ? saturdays.length : 1;
    for (const day of saturdays.slice(0, count)) {
      const q = rng.int(38, 50); // 9:30 am to 12:30 pm
      times.push([quarter(day, q), quarter(day, q + rng.pick([1, 2, 2, 3]))]);
    }
    if (rng.chance(0.25)) {
      const evening = days.find((d) => d.weekday === 3 || d.weekday === 4);
      if (evening) times.push([quarter(evening, 70), quarter(evening, 72)]);
    }
  }
  const unique = new Map(times.map((t) => [t[0], t]));
  return [...unique.values()].sort((a, b) => a[0] - b[0]);
}

/** Auction time within the coming four weeks; 10:00 to 15:00 on a Saturday, rarely midweek evening. */
export function pickAuction(calendar: Calendar, state: StateCode, rng: Random): number {
  const days = calendar.days[state];
  if (rng.chance(0.9)) {
    const saturday = rng.pick(days.filter((d) => d.weekday === SATURDAY));
    return quarter(saturday, 40 + 2 * rng.int(0, 10));
  }
  const weekday = rng.pick(days.filter((d) => d.weekday >= 2 && d.weekday <= 4));
  return quarter(weekday, 74);
}

/** Chance a house-like sale goes to auction, by state (auctions are a Melbourne and Sydney habit). */
export const AUCTION_SHARE: Record<StateCode, number> = {
  VIC: 0.45,
  NSW: 0.35,
  ACT: 0.3,
  SA: 0.25,
  QLD: 0.12,
  TAS: 0.05,
  WA: 0.04,
  NT: 0.03,
};
