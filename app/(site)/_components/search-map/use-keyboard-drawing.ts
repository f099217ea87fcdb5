import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { cornerUnderCrosshair, drawingKeyAction, type ScreenPoint } from "./keyboard-drawing";
import type { Drawing } from "./use-drawing";

export interface KeyboardDrawing {
  /** Show the crosshair: drawing, and the map has keyboard focus. */
  crosshair: boolean;
  /** The crosshair is on the first corner of an area that can close: Enter finishes it. */
  onFirstCorner: boolean;
}

function centreOf(map: MapLibreMap): ScreenPoint {
  const container = map.getContainer();
  return { x: container.clientWidth / 2, y: container.clientHeight / 2 };
}

/**
 * Drawing with the keyboard on the focused map canvas: the arrow keys move the map under a
 * crosshair at its centre (MapLibre's keyboard handler), Enter or Space adds a corner there (or
 * finishes the area on the first corner), Backspace or Delete removes the last corner. While
 * drawing, the canvas is described by the drawing help (`helpId`).
 */
export function useKeyboardDrawing(map: MapLibreMap | undefined, drawing: Drawing, helpId: string): KeyboardDrawing {
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [onFirstCorner, setOnFirstCorner] = useState(false);
  // The latest drawing without re-subscribing on every render.
  const drawingRef = useRef(drawing);
  useEffect(() => {
    drawingRef.current = drawing;
  }, [drawing]);
  const active = drawing.drawing;
  const crosshair = active && keyboardFocus;

  // Which input the map's focus came from: a click focuses the canvas too, without a crosshair.
  useEffect(() => {
    if (!map) return;
    const canvas = map.getCanvas();
    const onFocus = () => setKeyboardFocus(canvas.matches(":focus-visible"));
    const onBlur = () => setKeyboardFocus(false);
    const onPointerDown = () => setKeyboardFocus(false);
    const onKeyDown = (event: KeyboardEvent) => {
      setKeyboardFocus(true);
      const current = drawingRef.current;
      const action = current.drawing ? drawingKeyAction(event) : undefined;
      if (!action) return;
      event.preventDefault();
      if (action === "remove-corner") {
        current.removeLastCorner();
        return;
      }
      const centre = centreOf(map);
      if (cornerUnderCrosshair(centre, current.cornersOnScreen()) === "last") current.announce({ type: "occupied" });
      else current.addCornerAt(centre);
    };
    canvas.addEventListener("focus", onFocus);
    canvas.addEventListener("blur", onBlur);
    canvas.addEventListener("pointerdown", onPointerDown);
    canvas.addEventListener("keydown", onKeyDown);
    return () => {
      canvas.removeEventListener("focus", onFocus);
      canvas.removeEventListener("blur", onBlur);
      canvas.removeEventListener("pointerdown", onPointerDown);
      canvas.removeEventListener("keydown", onKeyDown);
    };
  }, [map]);

  useEffect(() => {
    if (!map || !active) return;
    const canvas = map.getCanvas();
    canvas.setAttribute("aria-describedby", helpId);
    return () => {
      canvas.removeAttribute("aria-describedby");
    };
  }, [map, active, helpId]);

  // The line to the next corner follows the crosshair as the map moves, as it follows a pointer.
  useEffect(() => {
    if (!map || !crosshair) return;
    let wasOnFirst = false;
    const follow = () => {
      const current = drawingRef.current;
      const centre = centreOf(map);
      current.preview(centre);
      const onFirst = cornerUnderCrosshair(centre, current.cornersOnScreen()) === "first";
      if (onFirst && !wasOnFirst) current.announce({ type: "on-first-corner" });
      wasOnFirst = onFirst;
      setOnFirstCorner(onFirst);
    };
    follow();
    map.on("move", follow);
    return () => {
      map.off("move", follow);
      setOnFirstCorner(false);
    };
  }, [map, crosshair]);

  return { crosshair, onFirstCorner: crosshair && onFirstCorner };
}
