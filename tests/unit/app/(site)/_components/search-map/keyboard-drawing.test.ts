import { describe, expect, it } from "vitest";
import {
  CORNER_SNAP_PX,
  cornerUnderCrosshair,
  drawingKeyAction,
  drawingMessage,
  type DrawingEvent,
} from "@/app/(site)/_components/search-map/keyboard-drawing";

const key = (
  value: string,
  modifiers: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {},
) => ({
  key: value,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe("drawing keys", () => {
  it("adds a corner with Enter or Space and removes the last with Backspace or Delete", () => {
    expect(drawingKeyAction(key("Enter"))).toBe("add-corner");
    expect(drawingKeyAction(key(" "))).toBe("add-corner");
    expect(drawingKeyAction(key("Backspace"))).toBe("remove-corner");
    expect(drawingKeyAction(key("Delete"))).toBe("remove-corner");
  });

  it("leaves the map's own keys, Escape and shortcuts with modifiers alone", () => {
    for (const other of ["ArrowUp", "ArrowLeft", "+", "-", "Escape", "Tab", "a"])
      expect(drawingKeyAction(key(other))).toBeUndefined();
    expect(drawingKeyAction(key("Enter", { ctrlKey: true }))).toBeUndefined();
    expect(drawingKeyAction(key("Enter", { metaKey: true }))).toBeUndefined();
    expect(drawingKeyAction(key(" ", { altKey: true }))).toBeUndefined();
    expect(drawingKeyAction(key("Backspace", { shiftKey: true }))).toBeUndefined();
  });
});

describe("corner under the crosshair", () => {
  const crosshair = { x: 300, y: 200 };

  it("is none with no corners or when every corner is farther than the snap distance", () => {
    expect(cornerUnderCrosshair(crosshair, [])).toBeUndefined();
    expect(
      cornerUnderCrosshair(crosshair, [
        { x: 300 + CORNER_SNAP_PX, y: 200 },
        { x: 100, y: 100 },
        { x: 500, y: 50 },
      ]),
    ).toBeUndefined();
  });

  it("is the first corner once three corners can close an area, within the snap distance", () => {
    const triangle = [
      { x: 310, y: 190 },
      { x: 500, y: 200 },
      { x: 400, y: 350 },
    ];
    expect(cornerUnderCrosshair(crosshair, triangle)).toBe("first");
    // Just inside and just outside the distance terra-draw uses for a click on the first corner.
    expect(cornerUnderCrosshair(crosshair, [{ x: 300 + CORNER_SNAP_PX - 0.01, y: 200 }, ...triangle.slice(1)])).toBe(
      "first",
    );
    expect(
      cornerUnderCrosshair(crosshair, [{ x: 300, y: 200 + CORNER_SNAP_PX }, ...triangle.slice(1)]),
    ).toBeUndefined();
  });

  it("is the last corner when the map has not moved far enough since it was added", () => {
    expect(cornerUnderCrosshair(crosshair, [{ x: 300, y: 200 }])).toBe("last");
    expect(
      cornerUnderCrosshair(crosshair, [
        { x: 100, y: 100 },
        { x: 295, y: 205 },
      ]),
    ).toBe("last");
    // With two corners the first is not a closing corner yet: adding one near it is allowed.
    expect(
      cornerUnderCrosshair(crosshair, [
        { x: 295, y: 205 },
        { x: 100, y: 100 },
      ]),
    ).toBeUndefined();
  });

  it("prefers the first corner when the first and the last are both under it", () => {
    expect(
      cornerUnderCrosshair(crosshair, [
        { x: 301, y: 201 },
        { x: 600, y: 300 },
        { x: 299, y: 199 },
      ]),
    ).toBe("first");
  });

  it("takes another snap distance", () => {
    expect(cornerUnderCrosshair(crosshair, [{ x: 310, y: 200 }], 5)).toBeUndefined();
    expect(cornerUnderCrosshair(crosshair, [{ x: 310, y: 200 }], 20)).toBe("last");
  });
});

describe("drawing messages", () => {
  it("counts corners and says what is missing before an area can be finished", () => {
    expect(drawingMessage({ type: "added", corners: 1 })).toBe("Corner 1 added. Add 2 more corners to make an area.");
    expect(drawingMessage({ type: "added", corners: 2 })).toBe("Corner 2 added. Add 1 more corner to make an area.");
    expect(drawingMessage({ type: "added", corners: 3 })).toBe(
      "Corner 3 added. Add another, or choose Finish area to search.",
    );
    expect(drawingMessage({ type: "added", corners: 7 })).toBe(
      "Corner 7 added. Add another, or choose Finish area to search.",
    );
  });

  it("says how many corners are left after removing one", () => {
    expect(drawingMessage({ type: "removed", corners: 2 })).toBe("Corner 3 removed. 2 corners left.");
    expect(drawingMessage({ type: "removed", corners: 1 })).toBe("Corner 2 removed. 1 corner left.");
    expect(drawingMessage({ type: "removed", corners: 0 })).toBe("Corner 1 removed. No corners left.");
  });

  it("explains refusals with what to do next", () => {
    expect(drawingMessage({ type: "too-few", corners: 1 })).toBe(
      "An area needs at least 3 corners; there is 1 corner so far.",
    );
    expect(drawingMessage({ type: "too-few", corners: 2 })).toBe(
      "An area needs at least 3 corners; there are 2 corners so far.",
    );
    expect(drawingMessage({ type: "crossing" })).toMatch(/sides cross\. Move the map, or press Backspace/);
    // A click that would cross gets the same sentence, with what a pointer can do instead.
    expect(drawingMessage({ type: "crossing", pointer: true })).toBe(
      "A corner here would make the sides cross. Click somewhere else, or press Backspace to remove the last corner.",
    );
    expect(drawingMessage({ type: "occupied" })).toMatch(/arrow keys/);
  });

  it("has a sentence for every event", () => {
    const events: DrawingEvent[] = [
      { type: "started" },
      { type: "added", corners: 1 },
      { type: "removed", corners: 0 },
      { type: "nothing-to-remove" },
      { type: "occupied" },
      { type: "crossing" },
      { type: "crossing", pointer: true },
      { type: "on-first-corner" },
      { type: "too-few", corners: 0 },
      { type: "refused" },
    ];
    for (const event of events) expect(drawingMessage(event)).toMatch(/^[A-Z].*\.$/);
  });
});
