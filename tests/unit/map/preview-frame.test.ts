// The map preview's frame: the square of the world the server's picture shows, and where a place
// falls on it. Checked as the page uses it: whatever shape the page crops the square to (from a
// tall phone map to a wide desktop one), everything the frame was made around stays in view; and
// the live map's camera for a frame shows the same place at the same pixel as the picture.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PREVIEW_SIZE,
  cameraForFrame,
  frameAround,
  frameAt,
  frameZoom,
  fromWorld,
  onPreview,
  previewImageUrl,
  toWorld,
  type LngLat,
} from "@/lib/map/preview-frame";

/** Australia and its waters, where every listing is. */
const place = fc.tuple(fc.double({ min: 110, max: 155, noNaN: true }), fc.double({ min: -44, max: -9, noNaN: true }));
/** A cluster of places: a suburb's listings, up to a state's. */
const places = fc
  .tuple(place, fc.double({ min: 0.0005, max: 8, noNaN: true }))
  .chain(([[lng, lat], spread]) =>
    fc
      .array(
        fc.tuple(
          fc.double({ min: -spread, max: spread, noNaN: true }),
          fc.double({ min: -spread, max: spread, noNaN: true }),
        ),
        { minLength: 1, maxLength: 40 },
      )
      .map((offsets) => offsets.map(([dx, dy]): LngLat => [lng + dx, Math.max(-44, Math.min(-9, lat + dy))])),
  );
/** A map's shape on the page, width over height, from 1:2 (a phone) to 2:1 (a wide column). */
const aspect = fc.double({ min: 0.5, max: 2, noNaN: true });

/** The part of the square a page of this shape shows (cover: centred, the longer side whole). */
function visibleBox(aspectRatio: number) {
  const width = aspectRatio >= 1 ? PREVIEW_SIZE : PREVIEW_SIZE * aspectRatio;
  const height = aspectRatio >= 1 ? PREVIEW_SIZE / aspectRatio : PREVIEW_SIZE;
  return {
    left: (PREVIEW_SIZE - width) / 2,
    right: (PREVIEW_SIZE + width) / 2,
    top: (PREVIEW_SIZE - height) / 2,
    bottom: (PREVIEW_SIZE + height) / 2,
  };
}

describe("map preview frame", () => {
  it("projects like MapLibre's Web Mercator and back", () => {
    expect(toWorld([0, 0])).toEqual([0.5, 0.5]);
    expect(toWorld([-180, 0])[0]).toBe(0);
    fc.assert(
      fc.property(place, ([lng, lat]) => {
        const [x, y] = toWorld([lng, lat]);
        const [backLng, backLat] = fromWorld(x, y);
        expect(backLng).toBeCloseTo(lng, 9);
        expect(backLat).toBeCloseTo(lat, 9);
      }),
    );
  });

  it("keeps every place in view whatever shape the page crops the square to", () => {
    fc.assert(
      fc.property(places, aspect, (points, aspectRatio) => {
        const frame = frameAround(points);
        const box = visibleBox(aspectRatio);
        for (const point of points) {
          const [x, y] = onPreview(frame, point);
          expect(x).toBeGreaterThanOrEqual(box.left);
          expect(x).toBeLessThanOrEqual(box.right);
          expect(y).toBeGreaterThanOrEqual(box.top);
          expect(y).toBeLessThanOrEqual(box.bottom);
        }
      }),
    );
  });

  it("names one picture per search: the frame's numbers are rounded, whatever the order of the places", () => {
    fc.assert(
      fc.property(places, (points) => {
        const frame = frameAround(points);
        expect(frameAround([...points].reverse())).toEqual(frame);
        expect(previewImageUrl(frame)).toMatch(/^\/media\/maps\/preview\.svg\?x=0\.\d{1,7}&y=0\.\d{1,7}&s=[\d.e-]+$/);
        expect(String(frame.span).replace(/^0\.0*|\.|e.*$/g, "").length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it("comes no closer than a street, and shows Australia when there is nothing to show", () => {
    const house: LngLat = [151.2093, -33.8688];
    expect(frameZoom(frameAround([house]))).toBeCloseTo(15, 1);
    const australia = frameAround([]);
    expect(onPreview(australia, [133.8, -25.3]).every((n) => n > 300 && n < 700)).toBe(true);
    expect(frameZoom(australia)).toBeLessThan(4);
  });

  it("frames a shared map position at its zoom", () => {
    const frame = frameAt([144.9631, -37.8136], 13);
    expect(frameZoom(frame)).toBeCloseTo(13, 2);
    expect(onPreview(frame, [144.9631, -37.8136]).map(Math.round)).toEqual([500, 500]);
  });

  it("gives the live map the camera that puts each place on the picture's pixel", () => {
    fc.assert(
      fc.property(places, fc.integer({ min: 200, max: 1600 }), aspect, (points, width, aspectRatio) => {
        const height = Math.round(width / aspectRatio);
        const frame = frameAround(points);
        const camera = cameraForFrame(frame, width, height);
        // MapLibre's projection: world pixels at the camera's zoom, centred on the camera.
        const worldPixels = 512 * 2 ** camera.zoom;
        const [cx, cy] = toWorld(camera.center);
        // The picture covers the page's box: scaled by its longer side, centred.
        const scale = Math.max(width, height) / PREVIEW_SIZE;
        for (const point of points) {
          const [wx, wy] = toWorld(point);
          const onMap = [(wx - cx) * worldPixels + width / 2, (wy - cy) * worldPixels + height / 2];
          const [px, py] = onPreview(frame, point);
          const onPicture = [(px - PREVIEW_SIZE / 2) * scale + width / 2, (py - PREVIEW_SIZE / 2) * scale + height / 2];
          expect(onMap[0]).toBeCloseTo(onPicture[0] as number, 3);
          expect(onMap[1]).toBeCloseTo(onPicture[1] as number, 3);
        }
      }),
    );
  });
});
