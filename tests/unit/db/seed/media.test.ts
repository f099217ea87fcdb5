import { describe, expect, it } from "vitest";
import { GET as listingMedia } from "@/app/media/listings/[listingId]/[file]/route";
import { GET as agentPortrait } from "@/app/media/agents/[file]/route";
import { renderFloorPlan } from "@/lib/media/floor-plan";
import { renderListingPhoto } from "@/lib/media/listing-photo";

/** Well-formed enough for an <img>: one root, every tag closed in order, no scripts or external refs. */
function expectWellFormedSvg(svg: string): void {
  expect(
    svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"'),
  ).toBe(true);
  expect(svg).not.toMatch(/<script|href=|url\((?!#)|https?:\/\/(?!www\.w3\.org)/);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name ?? "");
  }
  expect(stack).toEqual([]);
}

describe("generated listing photos", () => {
  const types = [7, 4, 13, 15, 2, 17];

  it("are well-formed SVG of a few kilobytes for every type and position", () => {
    for (const propertyType of types) {
      for (let position = 0; position < 8; position++) {
        const svg = renderListingPhoto({ listingId: 123_456_789 + propertyType, position, propertyType });
        expectWellFormedSvg(svg);
        expect(svg.length).toBeGreaterThan(1_000);
        expect(svg.length).toBeLessThan(8_000);
      }
    }
  });

  it("are deterministic and differ by property type and by position", () => {
    const photo = (propertyType: number, position: number) =>
      renderListingPhoto({ listingId: 200_000_001, position, propertyType });
    expect(photo(7, 0)).toBe(photo(7, 0));
    expect(new Set(types.map((t) => photo(t, 0))).size).toBe(types.length);
    expect(new Set([0, 1, 2, 3, 4, 5].map((p) => photo(7, p))).size).toBe(6);
  });

  it("draws floor plans with one label per room", () => {
    const plan = renderFloorPlan({ listingId: 200_000_001, index: 1, propertyType: 7, bedrooms: 3 });
    expectWellFormedSvg(plan);
    expect(plan.match(/>BED \d</g)).toHaveLength(3);
  });
});

describe("media routes", () => {
  const call = (listingId: string, file: string, query = "") =>
    listingMedia(new Request(`http://localhost/media/listings/${listingId}/${file}${query}`), {
      params: Promise.resolve({ listingId, file }),
    });

  it("serve SVG with long-lived immutable caching", async () => {
    const response = await call("123456789", "0.svg", "?t=4");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(renderListingPhoto({ listingId: 123456789, position: 0, propertyType: 4 }));
    expect((await call("123456789", "floorplan-1.svg", "?t=7&b=2")).status).toBe(200);
  });

  it("answer 404 for bad ids, files or query values", async () => {
    for (const [id, file, query] of [
      ["abc", "0.svg", ""],
      ["0", "0.svg", ""],
      ["123", "0.png", ""],
      ["123", "999.svg", ""],
      ["123", "floorplan-9.svg", ""],
      ["123", "1.svg", "?t=99"],
    ] as const) {
      expect((await call(id, file, query)).status).toBe(404);
    }
    const portrait = await agentPortrait(new Request("http://localhost/media/agents/300001.svg?i=<b>"), {
      params: Promise.resolve({ file: "300001.svg" }),
    });
    expect(portrait.status).toBe(404);
  });
});
