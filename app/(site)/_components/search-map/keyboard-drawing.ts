/**
 * Drawing an area with the keyboard: the map moves under a crosshair fixed at its centre (arrow
 * keys, MapLibre's own handler), Enter or Space adds a corner under the crosshair, Backspace removes
 * the last one. Pure decisions and wording only (the status sentences serve pointer drawing too);
 * use-drawing.ts does the drawing with terra-draw.
 */

/** A point on the map's container, in CSS pixels from its top left corner. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/**
 * How close (CSS px) a click must be to the first corner to close the shape: terra-draw's
 * `pointerDistance` for the polygon mode, and the crosshair uses the same distance.
 */
export const CORNER_SNAP_PX = 40;

/** An area needs this many corners before it can be finished. */
export const MIN_CORNERS = 3;

export type DrawingKeyAction = "add-corner" | "remove-corner";

/** What a key pressed on the focused map does while drawing; undefined leaves the key alone. */
export function drawingKeyAction(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): DrawingKeyAction | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  if (event.key === "Enter" || event.key === " ") return "add-corner";
  if ((event.key === "Backspace" || event.key === "Delete") && !event.shiftKey) return "remove-corner";
  return undefined;
}

const distance = (a: ScreenPoint, b: ScreenPoint) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Which corner, if any, is under the crosshair: "first" once there is an area to close (a corner
 * added there closes the shape, as a click on the first corner does), else "last" when the
 * crosshair has not moved far enough from the corner just added for another one to make sense.
 * `corners` are the corners drawn so far, in order, on screen.
 */
export function cornerUnderCrosshair(
  crosshair: ScreenPoint,
  corners: readonly ScreenPoint[],
  snapPx: number = CORNER_SNAP_PX,
): "first" | "last" | undefined {
  const first = corners[0];
  const last = corners[corners.length - 1];
  if (first && corners.length >= MIN_CORNERS && distance(crosshair, first) < snapPx) return "first";
  if (last && distance(crosshair, last) < snapPx) return "last";
  return undefined;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What happened while drawing, for the polite status line. */
export type DrawingEvent =
  | { type: "started" }
  | { type: "added"; corners: number }
  | { type: "removed"; corners: number }
  | { type: "nothing-to-remove" }
  | { type: "occupied" }
  /** A corner refused because the sides would cross; `pointer` when it was a click, not the crosshair. */
  | { type: "crossing"; pointer?: boolean }
  | { type: "on-first-corner" }
  | { type: "too-few"; corners: number }
  | { type: "refused" };

/** The sentence the status line shows and screen readers announce for a drawing event. */
export function drawingMessage(event: DrawingEvent): string {
  switch (event.type) {
    case "started":
      return "Drawing an area. Add at least 3 corners.";
    case "added": {
      const missing = MIN_CORNERS - event.corners;
      return missing > 0
        ? `Corner ${event.corners} added. Add ${plural(missing, "more corner", "more corners")} to make an area.`
        : `Corner ${event.corners} added. Add another, or choose Finish area to search.`;
    }
    case "removed":
      return `Corner ${event.corners + 1} removed. ${event.corners === 0 ? "No corners" : plural(event.corners, "corner", "corners")} left.`;
    case "nothing-to-remove":
      return "There are no corners to remove.";
    case "occupied":
      return "There is a corner here already. Move the map with the arrow keys first.";
    case "crossing":
      return `A corner here would make the sides cross. ${event.pointer ? "Click somewhere else" : "Move the map"}, or press Backspace to remove the last corner.`;
    case "on-first-corner":
      return "The crosshair is on the first corner. Press Enter to finish the area.";
    case "too-few":
      return `An area needs at least 3 corners; there ${event.corners === 1 ? "is" : "are"} ${plural(event.corners, "corner", "corners")} so far.`;
    case "refused":
      return "The sides of this area cross, so it can't be searched. Press Backspace to remove corners, or Escape to cancel.";
  }
}
