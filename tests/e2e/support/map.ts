// Reaching for the results map as a visitor does: opened at its address, the map view shows the
// map's preview (app/(site)/_components/search-map/map-preview.tsx) until it is pressed.
import type { Page } from "@playwright/test";
import { hydrated } from "./member";

/**
 * Presses the preview a third of the way down (clear of the cookie notice at the bottom), once
 * the page has hydrated (a press before that is lost). Through the mouse or the touchscreen, not a
 * locator's click: the press itself swaps the preview for the live map, and a locator click would
 * then wait for its element to come back.
 */
export async function reachForMap(page: Page, how: "click" | "tap" = "click"): Promise<void> {
  await hydrated(page);
  const box = await page.getByTestId("map-preview").boundingBox();
  if (!box) throw new Error("the map preview is not on the page");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 3];
  if (how === "tap") await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}
