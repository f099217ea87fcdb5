/**
 * GET /media/maps/preview.svg?x=&y=&s=: the map preview's picture for one frame (lib/map/preview-frame.ts):
 * the offline map's land, coast and suburb names, drawn from the same files the live map loads.
 * Depends only on its URL, so browsers and the edge keep it for good.
 */
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { z } from "zod";
import { notFoundResponse, svgResponse } from "@/lib/media/http";
import { queryOf } from "@/lib/media/params";
import { renderPreviewSvg, type LabelPoint, type LandPolygons } from "@/lib/map/preview-image";
import { OFFLINE_MAP_FILES } from "@/app/(site)/_components/search-map/offline-style";

/** Bounded like every picture URL: a frame inside the world, no smaller than a few houses. */
const frameQuery = z.object({
  x: z.coerce.number().finite().min(0).max(1),
  y: z.coerce.number().finite().min(0).max(1),
  s: z.coerce.number().finite().min(1e-6).max(1),
});

type MapData = { land: LandPolygons; labels: LabelPoint[] };

const landFile = z.object({
  features: z.array(
    z.object({
      geometry: z.discriminatedUnion("type", [
        z.object({ type: z.literal("Polygon"), coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))) }),
        z.object({
          type: z.literal("MultiPolygon"),
          coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
        }),
      ]),
    }),
  ),
});

const labelsFile = z.object({
  features: z.array(
    z.object({
      properties: z.object({ name: z.string() }),
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
    }),
  ),
});

/** The two files, read once per isolate from the Worker's own static assets (public/map/). */
let mapData: Promise<MapData> | undefined;

async function readAsset(request: Request, file: string): Promise<unknown> {
  const url = new URL(`/${OFFLINE_MAP_FILES.directory}/${file}`, request.url);
  const response = await getCloudflareContext().env.ASSETS.fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return response.json();
}

function loadMapData(request: Request): Promise<MapData> {
  mapData ??= Promise.all([
    readAsset(request, OFFLINE_MAP_FILES.land),
    readAsset(request, OFFLINE_MAP_FILES.labels),
  ]).then(([land, labels]) => ({
    land: landFile
      .parse(land)
      .features.flatMap(({ geometry }) =>
        geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates,
      ),
    labels: labelsFile.parse(labels).features.map(({ properties, geometry }) => ({
      name: properties.name,
      longitude: geometry.coordinates[0],
      latitude: geometry.coordinates[1],
    })),
  }));
  // A failed read is not remembered: the next request tries again.
  mapData.catch(() => (mapData = undefined));
  return mapData;
}

export async function GET(request: Request): Promise<Response> {
  const query = frameQuery.safeParse(queryOf(request));
  if (!query.success) return notFoundResponse();
  const { land, labels } = await loadMapData(request);
  return svgResponse(renderPreviewSvg({ x: query.data.x, y: query.data.y, span: query.data.s }, land, labels));
}
