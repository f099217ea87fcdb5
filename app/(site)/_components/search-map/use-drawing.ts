import type { Map as MapLibreMap } from "maplibre-gl";
import { useCallback, useEffect, useRef, useState } from "react";
import { TerraDraw, TerraDrawPolygonMode, ValidateNotSelfIntersecting, type TerraDrawMouseEvent } from "terra-draw";
import { TerraDrawMapLibreGLAdapter } from "terra-draw-maplibre-gl-adapter";
import { encodeShape } from "@/lib/search/polyline";
import { shapeFromRing } from "./geometry";
import { CORNER_SNAP_PX, MIN_CORNERS, drawingMessage, type DrawingEvent, type ScreenPoint } from "./keyboard-drawing";

const POLYGON_MODE = "polygon";

interface Drawer {
  draw: TerraDraw;
  polygon: TerraDrawPolygonMode;
}

/**
 * `onRefused` hears of every corner (`closing` false) or closed shape (true) the validation refuses,
 * from a click on the map or our own: terra-draw itself drops such a click without an event.
 */
function createDrawer(map: MapLibreMap, onRefused: (closing: boolean) => void): Drawer {
  const polygon = new TerraDrawPolygonMode({
    // The crosshair decides "on the first corner" with the same distance (keyboard-drawing.ts).
    pointerDistance: CORNER_SNAP_PX,
    // Enter adds a corner at the crosshair and Escape cancels anywhere: both are ours, not terra-draw's.
    keyEvents: null,
    // A bow-tie area has no sensible inside: refuse a corner that makes the sides cross, and such a shape.
    // The pointer's provisional corner may cross: only what a click would keep is checked.
    validation: (feature, { updateType }) => {
      if (updateType !== "finish" && updateType !== "commit") return { valid: true };
      const result = ValidateNotSelfIntersecting(feature);
      if (!result.valid) onRefused(updateType === "finish");
      return result;
    },
  });
  return { draw: new TerraDraw({ adapter: new TerraDrawMapLibreGLAdapter({ map }), modes: [polygon] }), polygon };
}

/**
 * The corners committed so far ([lng, lat]) of the polygon being drawn. While drawing, terra-draw's
 * ring is the committed corners, then the provisional one following the pointer, then the first
 * again; `committedCoordinateCount` says how many are committed.
 */
function committedCorners(draw: TerraDraw): number[][] {
  for (const feature of draw.getSnapshot()) {
    if (feature.geometry.type !== "Polygon" || feature.properties.currentlyDrawing !== true) continue;
    const count = Number(feature.properties.committedCoordinateCount ?? 0);
    return (feature.geometry.coordinates[0] ?? []).slice(0, count);
  }
  return [];
}

/** A left click at a point of the map's container, as terra-draw's MapLibre adapter reports one. */
function clickAt(map: MapLibreMap, point: ScreenPoint): TerraDrawMouseEvent {
  const { lng, lat } = map.unproject([point.x, point.y]);
  return { lng, lat, containerX: point.x, containerY: point.y, button: "left", heldKeys: [], isContextMenu: false };
}

export interface Drawing {
  drawing: boolean;
  /** Corners added so far while drawing. */
  corners: number;
  /** The status line while drawing: what just happened and what to do next. */
  message: string;
  start(): void;
  cancel(): void;
  /** Adds a corner at a point of the map (the crosshair), or closes the shape there if it is on the first corner. */
  addCornerAt(point: ScreenPoint): void;
  removeLastCorner(): void;
  /** Closes the shape as a click on its first corner would. True when it finished. */
  finish(): boolean;
  /** The corners so far, on screen. */
  cornersOnScreen(): ScreenPoint[];
  /** Moves the provisional corner (the line to the next corner) to a point, as the pointer does. */
  preview(point: ScreenPoint): void;
  announce(event: DrawingEvent): void;
}

/**
 * Polygon drawing with terra-draw. Clicks add corners; clicking the first (or last) corner or
 * "Finish area" closes the shape and reports its encoded polyline; Escape anywhere cancels. The
 * keyboard (use-keyboard-drawing.ts) adds corners through the same polygon mode, as clicks at the
 * crosshair, so both end in the same "finish" event, validation and polyline. A corner or shape the
 * validation refuses is announced for both, worded for the input that tried it. The finished shape
 * is then drawn by the map's own overlay, not terra-draw.
 *
 * The polygon mode's `onClick`, `onMouseMove` and `undo` are what terra-draw itself calls for the
 * adapter's events (no undo/redo history is configured, so calling them directly skips nothing).
 */
export function useDrawing(map: MapLibreMap | undefined, onFinish: (encodedPolyline: string) => void): Drawing {
  const [drawing, setDrawing] = useState(false);
  const [corners, setCorners] = useState(0);
  // The serial makes a repeated sentence a change, so the live region announces it again.
  const [status, setStatus] = useState({ text: "", serial: 0 });
  const drawerRef = useRef<Drawer | undefined>(undefined);
  const cornersRef = useRef(0);
  // During our own clicks (`click` below): whether the validation refused one, and whether it is the
  // crosshair's. Every other click the validation sees is the pointer's, through terra-draw's adapter.
  const refusedRef = useRef(false);
  const keyboardClickRef = useRef(false);
  const finishRef = useRef(onFinish);
  useEffect(() => {
    finishRef.current = onFinish;
  }, [onFinish]);

  const announce = useCallback((event: DrawingEvent) => {
    setStatus((previous) => ({ text: drawingMessage(event), serial: previous.serial + 1 }));
  }, []);

  const onRefused = useCallback(
    (closing: boolean) => {
      refusedRef.current = true;
      announce(closing ? { type: "refused" } : { type: "crossing", pointer: !keyboardClickRef.current });
    },
    [announce],
  );

  const cancel = useCallback(() => {
    if (drawerRef.current?.draw.enabled) drawerRef.current.draw.stop();
    cornersRef.current = 0;
    setCorners(0);
    setDrawing(false);
  }, []);

  const start = useCallback(() => {
    if (!map) return;
    drawerRef.current ??= createDrawer(map, onRefused);
    const { draw } = drawerRef.current;
    draw.start();
    draw.setMode(POLYGON_MODE);
    cornersRef.current = 0;
    setCorners(0);
    setDrawing(true);
    announce({ type: "started" });
  }, [map, announce, onRefused]);

  useEffect(() => {
    const draw = drawerRef.current?.draw;
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
    // Clicks and keys alike: a corner more is announced here; one less by removeLastCorner. The
    // count also drops to 0 when the shape closes, which "finish" reports.
    const onChange = () => {
      const count = committedCorners(draw).length;
      const previous = cornersRef.current;
      if (count === previous) return;
      cornersRef.current = count;
      setCorners(count);
      if (count === previous + 1) announce({ type: "added", corners: count });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") cancel();
    };
    draw.on("finish", onDrawFinish);
    draw.on("change", onChange);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      draw.off("finish", onDrawFinish);
      draw.off("change", onChange);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [drawing, cancel, announce]);

  // The map goes away with the component; terra-draw's layers and listeners go first.
  useEffect(
    () => () => {
      if (drawerRef.current?.draw.enabled) drawerRef.current.draw.stop();
      drawerRef.current = undefined;
    },
    [map],
  );

  const active = useCallback((): Drawer | undefined => {
    const drawer = drawerRef.current;
    return drawer?.draw.enabled && drawer.draw.getMode() === POLYGON_MODE ? drawer : undefined;
  }, []);

  const preview = useCallback(
    (point: ScreenPoint) => {
      const drawer = active();
      if (map && drawer) drawer.polygon.onMouseMove(clickAt(map, point));
    },
    [map, active],
  );

  /**
   * A click as the pointer makes one: the provisional corner moves there first, then the click.
   * "refused": the validation refused it (and onRefused announced that); "unchanged": terra-draw
   * ignored it, as it does a corner where the last one is.
   */
  const click = useCallback(
    (
      drawer: Drawer,
      point: ScreenPoint,
      input: "keyboard" | "button",
    ): "finished" | "added" | "refused" | "unchanged" => {
      if (!map) return "unchanged";
      const before = cornersRef.current;
      const event = clickAt(map, point);
      refusedRef.current = false;
      keyboardClickRef.current = input === "keyboard";
      try {
        drawer.polygon.onMouseMove(event);
        drawer.polygon.onClick(event);
      } finally {
        keyboardClickRef.current = false;
      }
      if (drawer.draw.getModeState() !== "drawing" && before > 0) return "finished";
      if (committedCorners(drawer.draw).length > before) return "added";
      return refusedRef.current ? "refused" : "unchanged";
    },
    [map],
  );

  const cornersOnScreen = useCallback((): ScreenPoint[] => {
    const drawer = active();
    if (!map || !drawer) return [];
    return committedCorners(drawer.draw).map(([lng = 0, lat = 0]) => map.project([lng, lat]));
  }, [map, active]);

  const addCornerAt = useCallback(
    (point: ScreenPoint) => {
      const drawer = active();
      if (!drawer) return;
      // On the first corner the click closes the shape. A corner the validation refused has been
      // announced; one terra-draw ignored is where the last one is already.
      if (click(drawer, point, "keyboard") === "unchanged") announce({ type: "occupied" });
    },
    [active, click, announce],
  );

  const finish = useCallback((): boolean => {
    const drawer = active();
    if (!drawer || !map) return false;
    const [first] = cornersOnScreen();
    if (!first || cornersRef.current < MIN_CORNERS) {
      announce({ type: "too-few", corners: cornersRef.current });
      return false;
    }
    const outcome = click(drawer, first, "button");
    // A refusal by the validation has been announced already.
    if (outcome === "unchanged" || outcome === "added") announce({ type: "refused" });
    return outcome === "finished";
  }, [map, active, cornersOnScreen, click, announce]);

  const removeLastCorner = useCallback(() => {
    const drawer = active();
    if (!drawer) return;
    if (cornersRef.current === 0) {
      announce({ type: "nothing-to-remove" });
      return;
    }
    drawer.polygon.undo();
    const count = committedCorners(drawer.draw).length;
    cornersRef.current = count;
    setCorners(count);
    announce({ type: "removed", corners: count });
  }, [active, announce]);

  const message = status.text + (status.serial % 2 === 1 ? "\u00a0" : "");
  return {
    drawing,
    corners,
    message,
    start,
    cancel,
    addCornerAt,
    removeLastCorner,
    finish,
    cornersOnScreen,
    preview,
    announce,
  };
}
