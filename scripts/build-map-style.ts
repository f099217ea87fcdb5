/**
 * Builds the offline default map style (docs/map.md) into public/map/:
 *
 * - australia-land.geojson  Natural Earth 1:10m land (world-atlas), clipped to a box around
 *                           Australia, coordinates rounded to about 100 m, points at least
 *                           about 400 m apart (under 300 KB).
 * - suburb-labels.geojson   one point per suburb in the major cities (plus one per postcode
 *                           elsewhere), labelled by the map as DOM elements (no glyph server).
 * - style.json              MapLibre style: water background, land fill and coastline. No
 *                           `glyphs` or `sprite`: nothing may be fetched from another origin.
 * - maplibre-gl-worker-<version>.mjs  MapLibre 6's worker, which bundlers do not emit (the map
 *                           points `setWorkerUrl` at it); the version in the name busts caches.
 *
 * Run after changing this script or upgrading maplibre-gl / world-atlas, and commit the output:
 *   node_modules/.bin/tsx scripts/build-map-style.ts
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { loadLocalities } from "@/lib/db/seed/localities";
import { OFFLINE_MAP_FILES, offlineMapStyle } from "@/app/(site)/_components/search-map/offline-style";

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(repoRoot, "public", OFFLINE_MAP_FILES.directory);

/** Australia with Torres Strait, Tasmania and a margin of sea; the rest of the world is dropped. */
const CLIP_BOX = { west: 110, south: -45, east: 156, north: -9 } as const;
/** 3 decimals ≈ 110 m: finer than the 1:10m coastline itself. */
const LAND_DECIMALS = 3;
const LABEL_DECIMALS = 4;
/** Rings smaller than this (square degrees, about 1 km²) are specks nobody will miss. */
const MIN_RING_AREA = 1e-4;
/** Points closer than this to the last kept one (degrees, ≈ 400 m) add bytes, not shape. */
const MIN_STEP = 0.004;

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

type Edge = { inside: (p: Position) => boolean; cross: (a: Position, b: Position) => Position };

function lerpAt(a: Position, b: Position, axis: 0 | 1, at: number): Position {
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  const t = (axis === 0 ? at - ax : at - ay) / (axis === 0 ? bx - ax : by - ay);
  return axis === 0 ? [at, ay + t * (by - ay)] : [ax + t * (bx - ax), at];
}

const edges: Edge[] = [
  { inside: (p) => (p[0] ?? 0) >= CLIP_BOX.west, cross: (a, b) => lerpAt(a, b, 0, CLIP_BOX.west) },
  { inside: (p) => (p[0] ?? 0) <= CLIP_BOX.east, cross: (a, b) => lerpAt(a, b, 0, CLIP_BOX.east) },
  { inside: (p) => (p[1] ?? 0) >= CLIP_BOX.south, cross: (a, b) => lerpAt(a, b, 1, CLIP_BOX.south) },
  { inside: (p) => (p[1] ?? 0) <= CLIP_BOX.north, cross: (a, b) => lerpAt(a, b, 1, CLIP_BOX.north) },
];

/** Sutherland–Hodgman against the box: fine for filled land, whose clipped edges run along the box. */
function clipRing(ring: Position[]): Position[] {
  let points = ring.slice(0, -1);
  for (const edge of edges) {
    const input = points;
    points = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length] ?? current;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) points.push(edge.cross(previous, current));
        points.push(current);
      } else if (edge.inside(previous)) {
        points.push(edge.cross(previous, current));
      }
    });
  }
  return points;
}

function ringArea(ring: Position[]): number {
  let twice = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length] ?? p;
    twice += (p[0] ?? 0) * (q[1] ?? 0) - (q[0] ?? 0) * (p[1] ?? 0);
  });
  return Math.abs(twice / 2);
}

/** Clipped, rounded, de-duplicated and closed again; undefined when nothing worth drawing is left. */
function tidyRing(ring: Position[]): Position[] | undefined {
  const rounded: Position[] = [];
  for (const [x = 0, y = 0] of clipRing(ring)) {
    const point = [round(x, LAND_DECIMALS), round(y, LAND_DECIMALS)];
    const last = rounded[rounded.length - 1];
    if (!last || Math.hypot((last[0] ?? 0) - (point[0] ?? 0), (last[1] ?? 0) - (point[1] ?? 0)) >= MIN_STEP)
      rounded.push(point);
  }
  if (rounded.length < 3 || ringArea(rounded) < MIN_RING_AREA) return undefined;
  const first = rounded[0];
  return first ? [...rounded, first] : undefined;
}

function australianLand(): FeatureCollection<MultiPolygon> {
  const topology = require("world-atlas/land-10m.json") as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const polygons: Position[][][] = [];
  for (const item of land.features as Feature<Polygon | MultiPolygon>[]) {
    const parts = item.geometry.type === "Polygon" ? [item.geometry.coordinates] : item.geometry.coordinates;
    for (const polygon of parts) {
      const [outer, ...holes] = polygon;
      const shell = outer && tidyRing(outer);
      if (!shell) continue;
      const keptHoles = holes.map(tidyRing).filter((ring): ring is Position[] => ring !== undefined);
      polygons.push([shell, ...keptHoles]);
    }
  }
  return {
    type: "FeatureCollection",
    features: [
      {
        type: "Feature",
        properties: { source: "Natural Earth" },
        geometry: { type: "MultiPolygon", coordinates: polygons },
      },
    ],
  };
}

/**
 * Every suburb of the major cities, where nearly all listings are; elsewhere one town per
 * postcode keeps the file small (the map thins labels on screen anyway).
 */
function suburbLabels(): FeatureCollection<Point, { name: string }> {
  const postcodes = new Set<string>();
  const features: Feature<Point, { name: string }>[] = [];
  for (const locality of loadLocalities()) {
    if (locality.remoteness !== "major") {
      if (postcodes.has(locality.postcode)) continue;
      postcodes.add(locality.postcode);
    }
    features.push({
      type: "Feature",
      properties: { name: locality.name },
      geometry: {
        type: "Point",
        coordinates: [round(locality.longitude, LABEL_DECIMALS), round(locality.latitude, LABEL_DECIMALS)],
      },
    });
  }
  return { type: "FeatureCollection", features };
}

/** Copies MapLibre's worker under a versioned name and removes older copies. */
function copyMapLibreWorker(): string {
  const { version } = require("maplibre-gl/package.json") as { version: string };
  const name = OFFLINE_MAP_FILES.worker(version);
  for (const file of readdirSync(outDir)) {
    if (file.startsWith("maplibre-gl-worker-") && file !== name) rmSync(path.join(outDir, file));
  }
  copyFileSync(require.resolve("maplibre-gl/dist/maplibre-gl-worker.mjs"), path.join(outDir, name));
  return name;
}

function write(name: string, data: unknown): void {
  const file = path.join(outDir, name);
  writeFileSync(file, `${JSON.stringify(data)}\n`);
  console.log(`${path.relative(repoRoot, file)}: ${(readFileSync(file).length / 1024).toFixed(0)} KB`);
}

mkdirSync(outDir, { recursive: true });
write(OFFLINE_MAP_FILES.land, australianLand());
write(OFFLINE_MAP_FILES.labels, suburbLabels());
write(OFFLINE_MAP_FILES.style, offlineMapStyle());
console.log(`${OFFLINE_MAP_FILES.directory}/${copyMapLibreWorker()}: copied`);
