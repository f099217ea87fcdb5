/**
 * Everything listings are generated against: the location tree, neighbours, agencies and the
 * calendar. Built once per run; deterministic given the reference date.
 */
import { buildCalendar, type Calendar } from "./calendar";
import { buildAgencies, type Agencies } from "./companies-offices-agents";
import { buildHierarchy, type Hierarchy, type Suburb } from "./hierarchy";
import { loadLocalities } from "./localities";
import { buildNeighbours, type NeighbourResult } from "./neighbours";
import { residentialDraws, type SuburbDraw } from "./residential-stand-ins";
import { streetsOf, type StreetSlot } from "./streets";

export interface World {
  hierarchy: Hierarchy;
  neighbours: NeighbourResult;
  agencies: Agencies;
  calendar: Calendar;
  /**
   * Draws a suburb for a listing in proportion to its popularity (so states match their shares),
   * with the residential stand-in of a locality nobody lives in (residential-stand-ins.ts).
   */
  drawSuburb(uniform: number): SuburbDraw<Suburb>;
  streetsOf(suburb: Suburb): StreetSlot[];
  /** Up to three nearest offices (by index into agencies.offices), nearest first. */
  officesNear(suburb: Suburb): number[];
}

export function buildWorld(referenceDate: string): World {
  const hierarchy = buildHierarchy(loadLocalities());
  const neighbours = buildNeighbours(hierarchy.suburbs);
  const agencies = buildAgencies(hierarchy.suburbs);
  const streetCache = new Map<number, StreetSlot[]>();
  const officeCache = new Map<number, number[]>();

  return {
    hierarchy,
    neighbours,
    agencies,
    calendar: buildCalendar(referenceDate),
    drawSuburb: residentialDraws(hierarchy.suburbs),
    streetsOf(suburb) {
      let streets = streetCache.get(suburb.index);
      if (!streets) {
        // Keep streets well inside the suburb: a fraction of the gap to the nearest neighbour.
        const radiusKm = Math.min(2.5, Math.max(0.3, 0.4 * (neighbours.nearestKm[suburb.index] ?? 1)));
        streets = streetsOf(suburb, radiusKm);
        streetCache.set(suburb.index, streets);
      }
      return streets;
    },
    officesNear(suburb) {
      let near = officeCache.get(suburb.index);
      if (!near) {
        near = nearestOffices(suburb, agencies);
        officeCache.set(suburb.index, near);
      }
      return near;
    },
  };
}

/**
 * Agents list in their own state: the three offices whose catchment is nearest there (any state if
 * none). One pass, no sort.
 */
function nearestOffices(suburb: Suburb, agencies: Agencies): number[] {
  const kx = Math.cos((suburb.latitude * Math.PI) / 180);
  const best: { index: number; score: number }[] = [];
  agencies.offices.forEach((office, index) => {
    const { latitude, longitude } = office.catchment;
    const d2 = ((longitude - suburb.longitude) * kx) ** 2 + (latitude - suburb.latitude) ** 2;
    const score = office.stateCode === suburb.stateCode ? d2 : d2 + 1e6;
    if (best.length === 3 && score >= (best[2]?.score ?? Infinity)) return;
    best.push({ index, score });
    best.sort((a, b) => a.score - b.score);
    if (best.length > 3) best.pop();
  });
  return best.map((b) => b.index);
}
