import type { Map as MapLibreMap } from "maplibre-gl";
import { useCallback, useEffect, useRef, useState } from "react";
import { TerraDraw, TerraDrawPolygonMode, ValidateNotSelfIntersecting } from "terra-draw";
import { TerraDrawMapLibreGLAdapter } from "terra-draw-maplibre-gl-adapter";
import { encodeShape } from "@/lib/search/polyline";
import { shapeFromRing } from "./geometry";

const POLYGON_MODE = "polygon";

function createDraw(map: MapLibreMap): TerraDraw {
  return new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [
      new TerraDrawPolygonMode({
        // A bow-tie area has no sensible inside; refuse it when the user closes the shape.
        validation: (feature, { updateType }) =>
          updateType === "finish" || updateType === "commit" ? ValidateNotSelfIntersecting(feature) : { valid: true },
      }),
    ],
  });
}

export interface Drawing {
  drawing: boolean;
  start(): void;
  cancel(): void;
}

/**
 * Polygon drawing with terra-draw. While drawing, clicks add corners; clicking the first (or last)
 * corner or pressing Enter on the map closes the shape and reports its encoded polyline; Escape
 * anywhere cancels. The finished shape is then drawn by the map's own overlay, not terra-draw.
 */
export function useDrawing(map: MapLibreMap | undefined, onFinish: (encodedPolyline: string) => void): Drawing {
  const [drawing, setDrawing] = useState(false);
  const drawRef = useRef<TerraDraw | undefined>(undefined);
  const finishRef = useRef(onFinish);
  useEffect(() => {
    finishRef.current = onFinish;
  }, [onFinish]);

  const cancel = useCallback(() => {
    if (drawRef.current?.enabled) drawRef.current.stop();
    setDrawing(false);
  }, []);

  const start = useCallback(() => {
    if (!map) return;
    drawRef.current ??= createDraw(map);
    const draw = drawRef.current;
    draw.start();
    draw.setMode(POLYGON_MODE);
    setDrawing(true);
  }, [map]);

  useEffect(() => {
    const draw = drawRef.current;
    if (!drawing || !draw) return;
    const onDrawFinish = (id: string | number, context: { action: string }) => {
      if (context.action !== "draw") return;
      const feature = draw.getSnapshotFeature(id);
      if (feature?.geometry.type !== "Polygon") return;
      const points = shapeFromRing(feature.geometry.coordinates[0] ?? []);
      // terra-draw is still inside its own event handler: leave it before stopping it.
      setTimeout(cancel, 0);
      if (points.length >= 3) finishRef.current(encodeShape(points));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") cancel();
    };
    draw.on("finish", onDrawFinish);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      draw.off("finish", onDrawFinish);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [drawing, cancel]);

  // The map goes away with the component; terra-draw's layers and listeners go first.
  useEffect(() => () => {
    if (drawRef.current?.enabled) drawRef.current.stop();
    drawRef.current = undefined;
  }, [map]);

  return { drawing, start, cancel };
}
