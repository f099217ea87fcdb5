/**
 * The map preview's frame: which square of the world the server-drawn map picture shows, and where
 * a place falls on it. The results' map view paints that picture (land, coast, suburb names) with
 * the markers and the searched outline over it in the first HTML; MapLibre, 458 KB gzip and a
 * second of a phone's main thread, loads only when the visitor reaches for the map
 * (docs/map.md, "The preview"). Pure, so the picture's route, the page and the live map agree.
 *
 * Coordinates are Web Mercator "world" units, as MapLibre's own: x and y run from 0 to 1 across
 * the world (x eastwards from 180°W, y southwards from 85.05°N).
 */

import { boxAround } from "./box-around";

/** [longitude, latitude], GeoJSON's order. */
export type LngLat = readonly [longitude: number, latitude: number];

/** A square of the world: centre `x`, `y` and side `span`, in world units. */
export interface PreviewFrame {
  x: number;
  y: number;
  span: number;
}

/** The picture is a square this many units a side (its viewBox); the page crops it to the map's shape. */
export const PREVIEW_SIZE = 1000;

/** MapLibre's world is 512 px wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 512;
/** Web Mercator's limit: the world is square between these latitudes. */
const MAX_LATITUDE = 85.0511287798;

/**
 * Room around what must be seen. The page crops the square to the map's shape (a tall phone map
 * about 2:3, a wide desktop one about 3:2), so the square is about twice what it must show: cropped
 * to anything from 1:2 to 2:1 it still shows all of it, with a margin for the markers.
 */
const ROOM = 2.2;
/** Never closer than a street (the live map's closest fit, zoom 15, on a 1000 px map). */
const MIN_SPAN = PREVIEW_SIZE / (WORLD_PX_AT_ZOOM_0 * 2 ** 15);
/** Mainland Australia and Tasmania: the frame when there is nothing to show. */
const AUSTRALIA: readonly [LngLat, LngLat] = [
  [112.9, -43.7],
  [153.7, -10.6],
];

const clampLatitude = (latitude: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));

export function toWorld([longitude, latitude]: LngLat): [x: number, y: number] {
  const phi = (clampLatitude(latitude) * Math.PI) / 180;
  return [(longitude + 180) / 360, (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2];
}

export function fromWorld(x: number, y: number): [longitude: number, latitude: number] {
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  return [x * 360 - 180, latitude];
}

/**
 * The square that shows all of `points` whatever the map's shape. A frame's numbers are rounded
 * (7 decimals for the centre, about 4 m; 3 significant figures for the side) so one search always
 * names the same picture and the edge cache answers it.
 */
export function frameAround(points: Iterable<LngLat>): PreviewFrame {
  const box = boxAround([...points].map(toWorld).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y)));
  if (!box) return frameAround(AUSTRALIA);
  const span = Math.min(1, Math.max(MIN_SPAN, Math.max(box.maxX - box.minX, box.maxY - box.minY) * ROOM));
  return roundFrame({ x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2, span });
}

/** A shared map position (centre and zoom, as the live map last reported it for this map's size). */
export function frameAt(center: LngLat, zoom: number): PreviewFrame {
  const [x, y] = toWorld(center);
  // What the live map showed across 1000 px at that zoom; the picture shows the same, cropped alike.
  return roundFrame({ x, y, span: Math.min(1, Math.max(MIN_SPAN, PREVIEW_SIZE / (WORLD_PX_AT_ZOOM_0 * 2 ** zoom))) });
}

function roundFrame({ x, y, span }: PreviewFrame): PreviewFrame {
  const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
  return { x: round(x, 7), y: round(y, 7), span: Number(span.toPrecision(3)) };
}

/** Where a place falls on the picture, in its viewBox units (may be outside 0…PREVIEW_SIZE). */
export function onPreview(frame: PreviewFrame, point: LngLat): [x: number, y: number] {
  const [x, y] = toWorld(point);
  const scale = PREVIEW_SIZE / frame.span;
  return [(x - frame.x) * scale + PREVIEW_SIZE / 2, (y - frame.y) * scale + PREVIEW_SIZE / 2];
}

/** The picture's zoom: the live map's zoom that shows the frame across PREVIEW_SIZE pixels. */
export function frameZoom(frame: PreviewFrame): number {
  return Math.log2(PREVIEW_SIZE / (WORLD_PX_AT_ZOOM_0 * frame.span));
}

/**
 * The live map's camera that shows exactly what the cropped picture showed in a map of this size:
 * the picture covers the map (its larger side spans the frame), centred on the frame's centre.
 */
export function cameraForFrame(
  frame: PreviewFrame,
  width: number,
  height: number,
): { center: [number, number]; zoom: number } {
  const pixelsAcross = Math.max(width, height, 1);
  return { center: fromWorld(frame.x, frame.y), zoom: Math.log2(pixelsAcross / (WORLD_PX_AT_ZOOM_0 * frame.span)) };
}

/** The picture's URL for a frame (`/media/maps/preview.svg`, drawn by the Worker). */
export function previewImageUrl(frame: PreviewFrame): string {
  return `/media/maps/preview.svg?x=${frame.x}&y=${frame.y}&s=${frame.span}`;
}
