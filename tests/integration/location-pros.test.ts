/**
 * What locals like, against the Worker: members review a suburb nobody has reviewed yet (three
 * locals and a visitor), then `/api/v1/location/{id}/pros` and the suburb page show the factors
 * enough locals rated well and what they love, in their words and as text. The pros are read
 * once, after the reviews, since the location cache keeps them 10 minutes.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { get, post, signedUpMember } from "./auth/client";

const WRITE =
  "mutation W($input: LocationReviewInput!) { writeLocationReview(input: $input) { ok error { message } } }";

let db: DatabaseSync;
beforeAll(() => {
  db = openLocalD1();
});
afterAll(() => db?.close());

async function review(label: string, input: Record<string, unknown>): Promise<void> {
  const { jar } = await signedUpMember(label);
  const response = await post("/graphql", { query: WRITE, variables: { input } }, jar);
  const body = (await response.json()) as { data?: { writeLocationReview: { ok: boolean } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(body.data?.writeLocationReview.ok).toBe(true);
}

describe("what locals like (pros)", () => {
  it("lists the factors three or more locals rate 4 or better, and what locals love, as text", async () => {
    // A quiet suburb no one has reviewed (each run takes the next one).
    const suburb = db
      .prepare(
        `SELECT id, slug FROM locations WHERE type = 'suburb' AND state_code = 'TAS'
           AND id NOT IN (SELECT location_id FROM location_reviews) ORDER BY popularity, id LIMIT 1`,
      )
      .get() as { id: number; slug: string };
    expect(suburb).toBeDefined();
    const locationId = String(suburb.id);
    const loves = [
      "The bakery on the corner and a <b>quiet</b> street at night.",
      "Neighbours who look out for each other, every single day.",
      "Walking the dog by the river before work, in every season.",
    ];
    const locals = [
      { safety: 5, transport: 3, communitySpirit: 5 },
      { safety: 5, transport: 3, communitySpirit: 5 },
      { safety: 4, transport: 3 },
    ];
    for (const [i, factors] of locals.entries())
      await review(`pros-local-${i}`, { locationId, reviewerKind: "local", rating: 4, loves: loves[i], ...factors });
    // A visitor's low marks are not what locals like.
    await review("pros-visitor", {
      locationId,
      reviewerKind: "visitor",
      rating: 2,
      safety: 1,
      loves: "Passing through, it looked pleasant enough from the car.",
    });

    const response = await get(`/api/v1/location/${locationId}/pros`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      id: number;
      pros: { key: string; label: string; rating: number; ratings: number }[];
      loves: { text: string }[];
    };
    expect(body.id).toBe(suburb.id);
    // Safety 5, 5, 4 from three locals is a pro; transport (3) is not; community spirit has two ratings only.
    expect(body.pros).toEqual([{ key: "safety", label: "Safety", rating: 4.7, ratings: 3 }]);
    expect(body.loves.map((love) => love.text).sort()).toEqual([...loves].sort());

    // Rendered for this request: a cookie keeps the edge page cache out of the way.
    const page = await (await fetch(url(`/locations/${suburb.slug}`), { headers: { cookie: "hf_test=1" } })).text();
    // React separates text parts with empty comments; the reader sees them joined.
    const section = (
      /<section[^>]*data-testid="local-pros"[^>]*>([\s\S]*?)<\/section>/.exec(page)?.[1] ?? ""
    ).replaceAll("<!-- -->", "");
    expect(section).toContain("Safety (rated by 3 locals)");
    expect(section).not.toContain("Transport");
    expect(section).toContain("The bakery on the corner and a &lt;b&gt;quiet&lt;/b&gt; street at night.");
  });

  it("answers 404 for an unknown id and 400 for one that is not a number", async () => {
    expect((await get("/api/v1/location/999999999/pros")).status).toBe(404);
    const bad = await get("/api/v1/location/bondi/pros");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe("A location id is a number, e.g. 5713470.");
  });
});
