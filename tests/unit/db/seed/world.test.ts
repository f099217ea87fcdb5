import { beforeAll, describe, expect, it } from "vitest";
import { parseReferenceDate, todayIso } from "@/lib/db/seed/calendar";
import { STATE_SHARE } from "@/lib/db/seed/config";
import { currentListing, historicalListing } from "@/lib/db/seed/listings";
import { median } from "@/lib/db/seed/medians";
import { buildWorld, type World } from "@/lib/db/seed/world";
import { isResidentialLocality } from "@/lib/locations/residential-localities";

const REFERENCE_DATE = "2026-03-14";
let world: World;

beforeAll(() => {
  world = buildWorld(REFERENCE_DATE);
}, 60_000);

describe("location tree", () => {
  it("gives Melbourne VIC 3000, the default location, id 5713470", () => {
    const melbourne = world.hierarchy.suburbs.find((s) => s.id === 5713470);
    expect(melbourne).toMatchObject({
      name: "Melbourne",
      slug: "melbourne-vic-3000",
      uniqueUri: "/vic/melbourne-3000",
      postcode: "3000",
    });
  });

  it("slugs suburbs as {name}-{state}-{postcode}", () => {
    const slugs = new Set(world.hierarchy.suburbs.map((s) => s.slug));
    expect(slugs.has("bondi-nsw-2026")).toBe(true);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-(act|nsw|nt|qld|sa|tas|vic|wa)-\d{4}$/);
    expect(slugs.size).toBe(world.hierarchy.suburbs.length);
  });

  it("has 8 states with ids 1–8 and regions and areas with state-suffixed slugs", () => {
    expect(world.hierarchy.states.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(world.hierarchy.regions.map((r) => r.slug)).toContain("sydney-eastern-suburbs-nsw");
    for (const area of world.hierarchy.areas) expect(area.slug).toMatch(/-(act|nsw|nt|qld|sa|tas|vic|wa)(-area)?$/);
  });

  it("about 16,000 suburbs, each with a region and an area", () => {
    expect(world.hierarchy.suburbs.length).toBeGreaterThan(16_000);
    for (const s of world.hierarchy.suburbs) {
      expect(s.regionId).toBeGreaterThan(0);
      expect(s.areaId).toBeGreaterThan(0);
    }
  });

  it("builds agencies of the requested scale", () => {
    expect(world.agencies.companies).toHaveLength(120);
    expect(world.agencies.offices.length).toBeGreaterThan(350);
    expect(world.agencies.agents.length).toBeGreaterThan(1_800);
  });
});

describe("listings", () => {
  it("are deterministic: the same serial gives the same listing in a freshly built world", () => {
    const again = buildWorld(REFERENCE_DATE);
    for (let i = 0; i < 50; i++) {
      expect(currentListing(again, i)).toEqual(currentListing(world, i));
      expect(historicalListing(again, i)).toEqual(historicalListing(world, i));
    }
  }, 60_000);

  it("have unique, non-sequential 9-digit ids", () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => currentListing(world, i).listing.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(String(id)).toMatch(/^[1-9]\d{8}$/);
    const steps = ids.slice(1).map((id, i) => id - (ids[i] ?? 0));
    expect(new Set(steps).size).toBeGreaterThan(1_900);
  });

  it("spread over the states by population", () => {
    const n = 8_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const state = currentListing(world, i).listing.stateCode;
      counts.set(state, (counts.get(state) ?? 0) + 1);
    }
    for (const [state, share] of Object.entries(STATE_SHARE)) {
      expect(Math.abs((counts.get(state) ?? 0) / n - share)).toBeLessThan(0.015);
    }
  });

  it("cost more in the inner city than in remote places, and houses more than units", () => {
    const prices: Record<string, number[]> = { inner: [], remote: [], house: [], unit: [] };
    for (let i = 0; i < 20_000; i++) {
      const { listing, suburb } = currentListing(world, i);
      if (listing.statusType !== "buy" || listing.price === null) continue;
      if (listing.propertyType === 7) prices.house?.push(listing.price);
      if (listing.propertyType === 14) prices.unit?.push(listing.price);
      if (suburb.urbanity === "inner" && listing.propertyType === 7) prices.inner?.push(listing.price);
      if (suburb.urbanity === "remote" && listing.propertyType === 7) prices.remote?.push(listing.price);
    }
    expect(median(prices.inner ?? [])).toBeGreaterThan(3 * (median(prices.remote ?? []) ?? Infinity));
    expect(median(prices.house ?? [])).toBeGreaterThan(median(prices.unit ?? []) ?? Infinity);
  });

  it("keeps dates relative to the reference date", () => {
    const reference = world.calendar.referenceMs;
    for (let i = 0; i < 500; i++) {
      const { listing, inspections } = currentListing(world, i);
      expect(listing.listedAt).toBeLessThan(reference + 86_400_000);
      if (listing.auctionAt) expect(listing.auctionAt).toBeGreaterThan(reference);
      for (const inspection of inspections) expect(inspection.startsAt).toBeGreaterThan(reference);
      expect(listing.nextInspectionAt ?? null).toBe(inspections[0]?.startsAt ?? null);
      const past = historicalListing(world, i).listing;
      expect(past.soldAt ?? past.leasedAt ?? 0).toBeLessThan(reference);
    }
  });

  it("writes rent with bond of four weeks and price texts in portal style", () => {
    for (let i = 0; i < 300; i++) {
      const { listing } = currentListing(world, i);
      if (listing.statusType === "rent") {
        expect(listing.bond).toBe((listing.price ?? 0) * 4);
        expect(listing.priceText).toMatch(/^\$[\d,]+( per week| pw|\/week)$/);
      } else {
        expect(listing.priceText).toMatch(
          /^(\$[\d,]+( - \$[\d,]+)?|Offers over \$[\d,]+|From \$[\d,]+|Auction.*|Contact agent|Expressions of Interest)$/,
        );
      }
    }
  });
});

describe("places nobody lives in (North Pole VIC 9999, airports, campuses, bases)", () => {
  it("stay in the location tree but hold no office: those drawn there sit in a residential suburb of their state", () => {
    const { suburbs } = world.hierarchy;
    expect(suburbs.some((s) => s.slug === "north-pole-vic-9999")).toBe(true);
    const offices = world.agencies.offices;
    for (const office of offices) expect(isResidentialLocality(suburbs[office.suburbIndex]!), office.slug).toBe(true);
    expect(new Set(offices.map((o) => o.slug)).size).toBe(offices.length);
    // Offices drawn on such a place moved (their catchment is where they were drawn); the rest did not.
    const moved = offices.filter((o) => o.catchment.latitude !== o.latitude || o.catchment.longitude !== o.longitude);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(20);
  });

  it("hold no listing: a draw landing there gives its residential stand-in of the same state", () => {
    let movedDraws = 0;
    for (let i = 0; i < 20_000; i++) {
      const { drawn, suburb } = world.drawSuburb((i + 0.5) / 20_000);
      expect(isResidentialLocality(suburb)).toBe(true);
      expect(suburb.stateCode).toBe(drawn.stateCode);
      if (drawn !== suburb) movedDraws++;
    }
    expect(movedDraws).toBeGreaterThan(0);
    for (let i = 0; i < 3_000; i++) {
      const { listing, suburb } = currentListing(world, i);
      expect(isResidentialLocality(suburb)).toBe(true);
      expect(listing.suburbId).toBe(suburb.id);
      expect(listing.postcode).toBe(suburb.postcode);
    }
  });
});

describe("reference date", () => {
  it("defaults to the date in Sydney, which is ahead of UTC", () => {
    expect(todayIso(new Date("2026-03-13T20:00:00Z"))).toBe("2026-03-14");
    expect(todayIso(new Date("2026-03-13T10:00:00Z"))).toBe("2026-03-13");
  });

  it("rejects impossible dates", () => {
    expect(() => parseReferenceDate("2026-02-30")).toThrow();
    expect(() => parseReferenceDate("14/03/2026")).toThrow();
    expect(parseReferenceDate("2026-03-14")).toEqual([2026, 2, 14]);
  });
});
