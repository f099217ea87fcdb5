/**
 * The map preview's picture (/media/maps/preview.svg), drawn by the Worker from the offline map's
 * own files: land where there is land, suburb names at a city's zoom, cacheable for good, and a
 * plain 404 for a frame that is not one.
 */
import { describe, expect, it } from "vitest";
import { frameAround, frameAt, previewImageUrl } from "@/lib/map/preview-frame";
import { url } from "../support/base-url";

describe("map preview picture", () => {
  it("draws the city's land and its suburbs' names, as an SVG every cache may keep", async () => {
    const response = await fetch(url(previewImageUrl(frameAt([144.9631, -37.8136], 13))));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<path d="M[^"]+" fill="#f3f0e8"/);
    // Suburbs around the centre of Melbourne, by name (public/map/suburb-labels.geojson).
    expect(svg).toMatch(/<text [^>]*>(Carlton|Southbank|Docklands|Fitzroy|Richmond|East Melbourne)<\/text>/);
    expect(svg).not.toMatch(/<script|href=/);
  });

  it("shows open sea as water only, and a whole continent without names", async () => {
    const sea = await (await fetch(url(previewImageUrl(frameAt([160, -40], 9))))).text();
    expect(sea).not.toContain("<path");
    expect(sea).toContain('fill="#b8d8e3"');
    const australia = await (await fetch(url(previewImageUrl(frameAround([]))))).text();
    expect(australia).toContain("<path");
    expect(australia).not.toContain("<text");
  });

  it("answers a frame outside the world, or none, with a plain 404", async () => {
    for (const query of ["", "?x=0.5&y=0.5", "?x=2&y=0.5&s=0.1", "?x=0.5&y=0.5&s=0", "?x=a&y=0.5&s=0.1"]) {
      const response = await fetch(url(`/media/maps/preview.svg${query}`));
      expect(response.status, query).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    }
  });
});
