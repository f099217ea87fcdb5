/**
 * The map preview's picture: the offline map's land, coast and suburb names for one frame, drawn as
 * SVG by the Worker (`/media/maps/preview.svg`). It looks like the live map's offline style
 * (app/(site)/_components/search-map/offline-style.ts) so the swap is quiet. Pure: the route
 * hands in the map's data.
 */
import { boxAround } from "./box-around";
import { clipConvex, type Point } from "./clip-convex";
import { PREVIEW_SIZE, frameZoom, onPreview, type LngLat, type PreviewFrame } from "./preview-frame";

/** The offline style's colours (offline-style.ts) and the suburb labels' (search-map.module.css). */
const WATER = "#b8d8e3";
const LAND = "#f3f0e8";
const COAST = "#8fb3c0";
const LABEL = "#3c4a57";

/** Rings are clipped to the picture plus this margin, so no clipped edge shows as coast. */
const MARGIN = 8;
/** Points closer than this (viewBox units) to the last kept one add nothing visible. */
const MIN_STEP = 1.5;

/**
 * Suburb names as the live map places them (use-suburb-labels.ts): from zoom 11, never
 * overlapping, first come first served, at most 80. The picture is shown at about 0.4–0.8 of its
 * 1000 units on a phone or a desktop column, so 20 units of type read as the live map's 12 px.
 */
const MIN_LABEL_ZOOM = 11;
const MAX_LABELS = 80;
const FONT_SIZE = 20;
const CHAR_WIDTH = 11.5;
const LABEL_HEIGHT = 26;
const GAP = 10;

export interface LabelPoint {
  name: string;
  longitude: number;
  latitude: number;
}

/** Polygons as GeoJSON holds them: each a list of rings, each ring [lng, lat] points. */
export type LandPolygons = readonly (readonly (readonly LngLat[])[])[];

/** The part of a ring inside the box [min, max]² (clipConvex with the box as the clip polygon). */
export function clipRing(ring: readonly Point[], min: number, max: number): Point[] {
  return clipConvex(ring, [
    [min, min],
    [max, min],
    [max, max],
    [min, max],
  ]);
}

const unit = (value: number) => Number(value.toFixed(1));

function ringPath(ring: readonly Point[]): string {
  const kept: Point[] = [];
  for (const point of ring) {
    const last = kept[kept.length - 1];
    if (!last || Math.abs(point[0] - last[0]) + Math.abs(point[1] - last[1]) >= MIN_STEP) kept.push(point);
  }
  // GeoJSON closes a ring by repeating its first point; the path's Z closes it already.
  const first = kept[0];
  const last = kept[kept.length - 1];
  if (first && last && kept.length > 1 && Math.abs(first[0] - last[0]) + Math.abs(first[1] - last[1]) < MIN_STEP)
    kept.pop();
  if (kept.length < 3) return "";
  return `M${kept.map(([x, y]) => `${unit(x)} ${unit(y)}`).join("L")}Z`;
}

/** The land in the frame as one SVG path (even-odd, so lakes stay holes). */
export function landPath(frame: PreviewFrame, land: LandPolygons): string {
  const min = -MARGIN;
  const max = PREVIEW_SIZE + MARGIN;
  const parts: string[] = [];
  for (const polygon of land) {
    for (const ring of polygon) {
      const projected = ring.map((point) => onPreview(frame, point));
      // Most of the coast is far from any one frame: skip a ring whose box misses the picture.
      const box = boxAround(projected);
      if (!box || box.maxX < min || box.minX > max || box.maxY < min || box.minY > max) continue;
      const path = ringPath(clipRing(projected, min, max));
      if (path) parts.push(path);
    }
  }
  return parts.join("");
}

/** The labels the live map would show here: in the picture, clear of each other. */
export function placeLabels(
  frame: PreviewFrame,
  labels: readonly LabelPoint[],
): { name: string; x: number; y: number }[] {
  if (frameZoom(frame) < MIN_LABEL_ZOOM) return [];
  const placed: { left: number; top: number; right: number; bottom: number }[] = [];
  const shown: { name: string; x: number; y: number }[] = [];
  for (const label of labels) {
    if (shown.length >= MAX_LABELS) break;
    const [x, y] = onPreview(frame, [label.longitude, label.latitude]);
    const width = label.name.length * CHAR_WIDTH;
    const box = {
      left: x - width / 2 - GAP,
      right: x + width / 2 + GAP,
      top: y - LABEL_HEIGHT / 2 - GAP,
      bottom: y + LABEL_HEIGHT / 2 + GAP,
    };
    if (box.left < 0 || box.right > PREVIEW_SIZE || box.top < 0 || box.bottom > PREVIEW_SIZE) continue;
    if (
      placed.some(
        (other) => box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom,
      )
    )
      continue;
    placed.push(box);
    shown.push({ name: label.name, x: unit(x), y: unit(y) });
  }
  return shown;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The whole picture: water, land with its coast, and the suburb names. No script, no outside reference. */
export function renderPreviewSvg(frame: PreviewFrame, land: LandPolygons, labels: readonly LabelPoint[]): string {
  const size = PREVIEW_SIZE;
  const path = landPath(frame, land);
  const names = placeLabels(frame, labels)
    .map(({ name, x, y }) => `<text x="${x}" y="${y}">${escapeText(name)}</text>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${WATER}"/>` +
    (path ? `<path d="${path}" fill="${LAND}" fill-rule="evenodd" stroke="${COAST}" stroke-width="1.5"/>` : "") +
    (names
      ? `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${FONT_SIZE}" font-weight="500" fill="${LABEL}" text-anchor="middle" dominant-baseline="central" stroke="#fff" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${names}</g>`
      : "") +
    `</svg>`
  );
}
