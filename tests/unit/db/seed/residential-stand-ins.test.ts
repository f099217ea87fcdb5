// What the seed draws in a locality nobody lives in goes to a stand-in: the nearest residential
// suburb of the same state. The draw itself (the table, the uniform number) is the one it always
// was, so nothing else in the seeded world moves.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeOffices } from "@/lib/db/seed/companies-offices-agents";
import { nearestResidential, residentialDraws, residentialStandIns } from "@/lib/db/seed/residential-stand-ins";
import { WeightedTable } from "@/lib/media/prng";

interface Fixture {
  index: number;
  name: string;
  postcode: string;
  stateCode: "VIC" | "NSW";
  latitude: number;
  longitude: number;
  popularity: number;
}

/** Around Melbourne's GPO, where Australia Post puts North Pole VIC 9999, and a closer NSW place. */
const PLACES: Fixture[] = (
  [
    { name: "North Pole", postcode: "9999", stateCode: "VIC", latitude: -37.8152, longitude: 144.9639, popularity: 50 },
    { name: "Carlton", postcode: "3053", stateCode: "VIC", latitude: -37.8, longitude: 144.967, popularity: 10 },
    { name: "Melbourne", postcode: "3000", stateCode: "VIC", latitude: -37.814, longitude: 144.963, popularity: 20 },
    {
      name: "Royal Melbourne Hospital",
      postcode: "3050",
      stateCode: "VIC",
      latitude: -37.8152,
      longitude: 144.9638,
      popularity: 5,
    },
    { name: "Nearby NSW", postcode: "2000", stateCode: "NSW", latitude: -37.8152, longitude: 144.964, popularity: 10 },
    { name: "Sydney", postcode: "2000", stateCode: "NSW", latitude: -33.8688, longitude: 151.2093, popularity: 15 },
  ] satisfies Omit<Fixture, "index">[]
).map((place, index) => ({ ...place, index }));
const [northPole, carlton, melbourne, hospital, nearbyNsw] = PLACES as [Fixture, Fixture, Fixture, Fixture, Fixture];

describe("residential stand-ins", () => {
  it("puts a locality nobody lives in at the nearest residential suburb of its own state", () => {
    // The hospital is nearer and the NSW place nearer still, but neither may stand in.
    expect(nearestResidential(PLACES, northPole)).toBe(melbourne);
    expect(Array.from(residentialStandIns(PLACES))).toEqual([
      melbourne.index,
      carlton.index,
      melbourne.index,
      melbourne.index,
      nearbyNsw.index,
      5,
    ]);
  });

  it("keeps a residential suburb where it is and honours what the caller refuses", () => {
    expect(nearestResidential(PLACES, carlton)).toBe(carlton);
    expect(nearestResidential(PLACES, northPole, (s) => s !== melbourne)).toBe(carlton);
    expect(nearestResidential(PLACES, hospital, () => false)).toBeUndefined();
  });

  it("draws with the popularity table over every locality, then moves only what landed nowhere", () => {
    const draw = residentialDraws(PLACES);
    const table = new WeightedTable(PLACES.map((p) => p.popularity));
    const standIns = residentialStandIns(PLACES);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (uniform) => {
        const { drawn, suburb } = draw(uniform);
        expect(drawn.index).toBe(table.pickIndex(uniform));
        expect(suburb.index).toBe(standIns[drawn.index]);
        expect(suburb.stateCode).toBe(drawn.stateCode);
        expect(suburb.postcode).not.toBe("9999");
      }),
    );
  });
});

describe("placing drawn offices", () => {
  it("leaves residential draws alone and moves the others past any branch their company has", () => {
    const places = placeOffices(
      [
        { companySlug: "ryan-real-estate", drawn: northPole },
        { companySlug: "ryan-real-estate", drawn: hospital },
        // Drawn after the North Pole office: it keeps Melbourne, so the moved one may not take it.
        { companySlug: "palmer-real-estate", drawn: northPole },
        { companySlug: "palmer-real-estate", drawn: melbourne },
      ],
      PLACES,
    );
    expect(places.map((p) => p.name)).toEqual(["Melbourne", "Carlton", "Carlton", "Melbourne"]);
  });
});
