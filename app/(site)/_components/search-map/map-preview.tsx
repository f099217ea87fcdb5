"use client";

import { decodeShape } from "@/lib/search/polyline";
import {
  PREVIEW_SIZE,
  frameAround,
  frameAt,
  onPreview,
  previewImageUrl,
  type LngLat,
  type PreviewFrame,
} from "@/lib/map/preview-frame";
import { polygonsFromWkt, ringFromShape } from "./geometry";
import { MapToolbar } from "./map-toolbar";
import type { SearchMapProps } from "./types";
import styles from "./search-map.module.css";

/** How the visitor reached for the map: the live map then starts where they were looking. */
export type MapActivation = { by: "pointer" | "keyboard"; draw: boolean };

/** What the preview shows: a shared map position, else the markers, drawn area and outline. */
export function previewFrameFor({ viewport, markers, shape, boundaryWkt }: SearchMapProps): PreviewFrame {
  if (viewport?.bounds) {
    const { west, south, east, north } = viewport.bounds;
    return frameAround([
      [west, south],
      [east, north],
    ]);
  }
  if (viewport) return frameAt([viewport.longitude, viewport.latitude], viewport.zoom);
  return frameAround([
    ...markers.map((marker): LngLat => [marker.longitude, marker.latitude]),
    ...drawnRing(shape),
    ...polygonsFromWkt(boundaryWkt).flatMap((rings) => rings[0] ?? []),
  ]);
}

function drawnRing(shape: string | undefined): LngLat[] {
  const decoded = shape ? decodeShape(shape) : undefined;
  return decoded?.ok ? ringFromShape(decoded.points) : [];
}

function svgPath(frame: PreviewFrame, rings: readonly (readonly LngLat[])[]): string {
  return rings
    .map(
      (ring) =>
        `M${ring
          .map((point) =>
            onPreview(frame, point)
              .map((n) => n.toFixed(1))
              .join(" "),
          )
          .join("L")}Z`,
    )
    .join("");
}

/**
 * The map before MapLibre: the server-drawn picture of the place (land, coast, suburb names), the
 * searched outline, the drawn area and a dot per listing, all in the first HTML, so a phone paints
 * the map view at once and spends no main thread on a map nobody has touched yet. The first touch,
 * click, wheel or key on it loads the live map, which starts where the picture was (SearchMap).
 * Without `onActivate` it is the live map's loading state and takes no input.
 */
export function MapPreview({
  props,
  frame,
  onActivate,
}: {
  props: SearchMapProps;
  frame: PreviewFrame;
  onActivate?: (activation: MapActivation) => void;
}) {
  const { markers, shape, boundaryWkt } = props;
  const searchable = Boolean(props.onMapAreaChange || props.onDrawnArea);
  const activate = (by: MapActivation["by"], draw = false) => onActivate?.({ by, draw });
  const outline = polygonsFromWkt(boundaryWkt).map((rings) => svgPath(frame, rings));
  const drawn = drawnRing(shape);
  return (
    <section
      aria-label={props.label ?? "Map of search results"}
      className={styles.map}
      data-testid="search-map"
      data-map-preview=""
    >
      {searchable && (
        <MapToolbar
          searchAsMove={!shape}
          searchAsMoveDisabled
          onSearchAsMoveChange={() => {}}
          drawing={false}
          drawDisabled={!onActivate}
          onDrawToggle={() => activate("keyboard", true)}
          helpId=""
          canFinish={false}
          onFinish={() => {}}
          onClear={shape ? props.onClearDrawing : undefined}
        />
      )}
      <p className={styles.hint}>{shape ? "Showing listings in the area you drew." : ""}</p>
      <div className={styles.frame}>
        <button
          type="button"
          className={`${styles.canvas} ${styles.preview}`}
          aria-label="Use the map: move it, zoom and choose homes on it"
          disabled={!onActivate}
          data-testid="map-preview"
          // A press starts the live map at once; a click without a pointer (Enter or Space) also
          // moves the focus to it, so the arrow keys move the map next.
          onPointerDown={(event) => event.isPrimary && activate("pointer")}
          onClick={(event) => activate(event.detail === 0 ? "keyboard" : "pointer")}
          onKeyDown={(event) => event.key.startsWith("Arrow") && activate("keyboard")}
          onWheel={() => activate("pointer")}
        >
          {/* The picture is the map view's largest paint on a phone: fetched first. */}
          <img
            src={previewImageUrl(frame)}
            alt=""
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
            className={styles.previewImage}
            fetchPriority="high"
          />
          <svg
            className={styles.previewOverlay}
            viewBox={`0 0 ${PREVIEW_SIZE} ${PREVIEW_SIZE}`}
            preserveAspectRatio="xMidYMid slice"
            aria-hidden="true"
            focusable="false"
          >
            {outline.map((d, i) => (
              <path
                key={i}
                d={d}
                className={styles.previewOutline}
                fillRule="evenodd"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {drawn.length > 0 && (
              <path d={svgPath(frame, [drawn])} className={styles.previewDrawn} vectorEffect="non-scaling-stroke" />
            )}
            {markers.map((marker) => {
              const [x, y] = onPreview(frame, [marker.longitude, marker.latitude]);
              return (
                <circle
                  key={marker.id}
                  cx={x.toFixed(1)}
                  cy={y.toFixed(1)}
                  r={9}
                  className={styles.previewMarker}
                  data-testid="map-preview-marker"
                  data-listing-id={marker.id}
                />
              );
            })}
          </svg>
        </button>
      </div>
    </section>
  );
}
