/**
 * Places nobody lives in are never offered: North Pole VIC 9999 (Australia Post's address for
 * letters to Santa), PO-box postcodes and airports are never suggested (the seed still has them: docs/data.md).
 */
import { describe, expect, it } from "vitest";
import { get } from "./auth/client";

interface Suggestion {
  name: string;
  postcode: string | null;
}

async function suggestions(q: string): Promise<Suggestion[]> {
  const response = await get(`/api/v1/search/locations?${new URLSearchParams({ q, take: "20" })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Suggestion[];
}

describe("places people live", () => {
  it("suggestions never offer North Pole, a reserved postcode or an airport", async () => {
    expect(await suggestions("north pole")).toEqual([]);
    expect((await suggestions("9999")).length).toBe(0);
    expect((await suggestions("north")).map((s) => s.name)).not.toContain("North Pole");
    const airports = await suggestions("adelaide airport");
    expect(airports.map((s) => s.name)).not.toContain("Adelaide Airport");
    // Real places still come up.
    expect((await suggestions("north bondi")).map((s) => s.name)).toContain("North Bondi");
  });
});
