// Rankings by reviews through the service, on real SQL: the sums the triggers keep feed the
// ranking; a suburb under the minimum is not ranked; a hidden review stops counting; rankings are
// by state or region only.
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { alertTestDatabase, PLACES } from "../alerts/alert-test-db";
import type { Database } from "@/lib/db/database";
import { locationReviews } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { getTopRated } from "@/lib/services/community/rankings";

let db: Database;
const ctx = () => createServiceContext(db, Date.UTC(2026, 10, 24));

async function review(locationId: number, n: number, rating: number, safety: number | null = null) {
  await db.insert(locationReviews).values({
    locationId,
    memberId: `m${locationId}-${n}`,
    authorName: "A local",
    reviewerKind: "local",
    rating,
    safety,
    loves: "The beach and the buses to the city.",
    considerations: "",
    createdAt: n,
    updatedAt: n,
  });
}

beforeEach(async () => {
  db = await alertTestDatabase();
});

describe("getTopRated", () => {
  it("ranks a region's suburbs past the minimum, with the regional mean and each factor", async () => {
    for (let n = 0; n < 6; n++) await review(PLACES.bondi.id, n, 4, 5);
    for (let n = 0; n < 5; n++) await review(PLACES.coogee.id, n, 5, 2);
    const page = await getTopRated(ctx(), { place: PLACES.sydney.slug });
    if (!page.ok) throw new Error(page.message);
    expect(page.mean).toBeCloseTo(49 / 11, 10);
    expect(page.places.map((p) => [p.rank, p.location.name, p.reviewCount])).toEqual([
      [1, "Coogee", 5],
      [2, "Bondi", 6],
    ]);
    expect(page.places[1]!.factorAverages.safety).toBe(5);
    const safest = await getTopRated(ctx(), { place: PLACES.nsw.slug, ranking: "safest" });
    expect(safest).toMatchObject({
      ok: true,
      places: [{ location: { name: "Bondi" } }, { location: { name: "Coogee" } }],
    });
    // A hidden review stops counting: Coogee falls under the minimum.
    const [first] = await db.select().from(locationReviews).where(eq(locationReviews.locationId, PLACES.coogee.id));
    await db.update(locationReviews).set({ visibility: "hidden" }).where(eq(locationReviews.id, first!.id));
    const after = await getTopRated(ctx(), { place: PLACES.sydney.slug });
    expect(after).toMatchObject({ ok: true, unranked: 1, places: [{ rank: 1, location: { name: "Bondi" } }] });
  });

  it("answers not found for a suburb, an unknown place or ranking", async () => {
    expect(await getTopRated(ctx(), { place: PLACES.bondi.slug })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await getTopRated(ctx(), { place: "nowhere-at-all" })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await getTopRated(ctx(), { place: PLACES.sydney.slug, ranking: "loudest" })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
  });
});
