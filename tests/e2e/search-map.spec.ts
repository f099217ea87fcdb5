// The search map on its development page (/dev/map): fixed listings around Sydney, the offline
// Natural Earth style, WebGL through SwiftShader. Console errors fail any test here (fixture).
import type { Locator, Page } from "@playwright/test";
import { decodeShape } from "@/lib/search/polyline";
import { DEMO_MARKERS } from "@/app/(site)/dev/map/demo-listings";
import { expect, test } from "./fixtures";
import { reachForMap } from "./support/map";
import { hydrated } from "./support/member";

async function openMap(page: Page) {
  await page.goto("/dev/map?view=map");
  const map = page.getByRole("region", { name: "Map of search results" });
  // Opened at its address, the page shows the map's preview until the visitor reaches for it.
  await reachForMap(page);
  await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible();
  // The toolbar is enabled once the style (and MapLibre's worker) has loaded.
  await expect(map.getByRole("button", { name: "Draw an area" })).toBeEnabled();
  return map;
}

/** Every script the page downloads (its text) and every file of the offline map (/map/…) it asks for. */
function watchMapDownloads(page: Page): { scripts: Promise<string>[]; mapFiles: string[] } {
  const scripts: Promise<string>[] = [];
  const mapFiles: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/map/")) mapFiles.push(url.pathname);
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  return { scripts, mapFiles };
}

/** The downloaded scripts holding MapLibre: its cluster API is in the map chunk only. */
async function mapLibreScripts(scripts: Promise<string>[]): Promise<string[]> {
  return (await Promise.all(scripts)).filter((body) => body.includes("getClusterExpansionZoom"));
}

function marker(map: Locator, id: string): Locator {
  return map.locator(`[data-testid="map-price-marker"][data-listing-id="${id}"]`);
}

/** A price marker's anchor (bottom centre) is exactly its listing's position on the map. */
async function anchorOf(map: Locator, id: string): Promise<{ x: number; y: number }> {
  const box = await marker(map, id).boundingBox();
  if (!box) throw new Error(`marker ${id} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height - 1 };
}

/**
 * A point in the window where the map canvas itself is under the pointer (no marker, label,
 * control or the cookie notice on top), for gestures that must start on the map.
 */
async function bareMapPoint(map: Locator): Promise<{ x: number; y: number }> {
  return map.locator("canvas.maplibregl-canvas").evaluate((canvas) => {
    const box = canvas.getBoundingClientRect();
    for (let y = box.top + 40; y < Math.min(box.bottom, window.innerHeight) - 40; y += 20) {
      for (let x = box.left + 40; x < box.right - 40; x += 20) {
        if (document.elementFromPoint(x, y) === canvas) return { x, y };
      }
    }
    throw new Error("no bare map point on screen");
  });
}

test.describe("search map", () => {
  // Tall enough that the whole map, toolbar and toggle included, is on screen without scrolling.
  test.use({ viewport: { width: 1280, height: 1000 } });

  test("shows the offline map with a price marker per listing, focusable by keyboard", async ({ page, axe }) => {
    const map = await openMap(page);
    await expect(map.getByTestId("map-price-marker")).toHaveCount(DEMO_MARKERS.length);
    await expect(map.getByRole("link", { name: "$1.85M, 3 bedroom House" })).toBeVisible();
    await expect(map.getByRole("link", { name: "Made with Natural Earth" })).toBeVisible();

    // Tab from the map canvas reaches the markers, and the focused marker shows a focus ring.
    await map.locator("canvas.maplibregl-canvas").focus();
    await page.keyboard.press("Tab");
    const focused = map.locator('[data-testid="map-price-marker"]:focus');
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    await axe({ include: '[data-testid="search-map"]' });
  });

  test("clustering groups nearby listings into a count bubble that zooms in", async ({ page }) => {
    const map = await openMap(page);
    await page.getByLabel("Cluster markers").check();
    const bondi = map.getByRole("button", { name: "3 listings here. Zoom in" });
    await expect(bondi).toBeVisible();
    await expect(bondi).toHaveText("3");
    await expect(marker(map, "bondi-1")).toHaveCount(0);

    await bondi.click();
    await expect(bondi).toHaveCount(0);
    await expect(marker(map, "bondi-1")).toBeVisible();
  });

  test("drawing an area by clicks reports an encoded polyline of the clicked points", async ({ page }) => {
    const map = await openMap(page);
    await map.getByRole("button", { name: "Draw an area" }).click();
    await expect(map.getByText(/^Click on the map to add corners,/)).toBeVisible();
    // Click exactly where four listings are (markers let clicks through while drawing).
    const corners = ["manly", "chatswood", "newtown", "bondi-1"];
    const points = [];
    for (const id of corners) points.push(await anchorOf(map, id));
    for (const { x, y } of points) await page.mouse.click(x, y);
    const first = points[0];
    if (!first) throw new Error("no corners");
    await page.mouse.click(first.x, first.y); // clicking the first corner closes the shape

    const output = page.getByTestId("drawn-polyline");
    await expect(output).not.toBeEmpty();
    const decoded = decodeShape((await output.textContent()) ?? "");
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.points).toHaveLength(corners.length);
    decoded.points.forEach(([latitude, longitude], index) => {
      const listing = DEMO_MARKERS.find((candidate) => candidate.id === corners[index]);
      // One screen pixel at the fitted zoom is about 0.0007°.
      expect(Math.abs(latitude - (listing?.latitude ?? 0))).toBeLessThan(0.005);
      expect(Math.abs(longitude - (listing?.longitude ?? 0))).toBeLessThan(0.005);
    });

    // The drawn area is the search now: moving the map must not replace it.
    await expect(map.getByLabel("Search as I move the map")).toBeDisabled();
    await map.getByRole("button", { name: "Clear drawing" }).click();
    await expect(output).toBeEmpty();
    await expect(map.getByLabel("Search as I move the map")).toBeChecked();
  });

  test("a click that would make the sides cross is refused and says so; drawing goes on", async ({ page, axe }) => {
    const map = await openMap(page);
    const status = map.getByTestId("map-status");
    await map.getByRole("button", { name: "Draw an area" }).click();
    const box = await map.locator("canvas.maplibregl-canvas").boundingBox();
    if (!box) throw new Error("no map canvas");
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // A top left, B top right, C bottom right (markers and labels let clicks through while drawing).
    const a = { x: cx - 100, y: cy - 80 };
    const b = { x: cx + 100, y: cy - 80 };
    const c = { x: cx + 100, y: cy + 80 };
    for (const { x, y } of [a, b, c]) await page.mouse.click(x, y);
    await expect(status).toContainText("Corner 3 added.");

    // Above the middle of A–B: the side from C there would cross A–B. terra-draw drops the click.
    await page.mouse.click(cx, cy - 160);
    await expect(status).toContainText(
      "A corner here would make the sides cross. Click somewhere else, or press Backspace to remove the last corner.",
    );
    await expect(status).toBeVisible();
    await axe({ include: '[data-testid="search-map"]' });

    // Still drawing with the same three corners: Backspace (the click focused the map) removes C ...
    await page.keyboard.press("Backspace");
    await expect(status).toContainText("Corner 3 removed. 2 corners left.");
    // ... and clicks add corners again; clicking A closes the shape.
    for (const { x, y } of [c, { x: cx - 100, y: cy + 80 }]) await page.mouse.click(x, y);
    await expect(status).toContainText("Corner 4 added.");
    await page.mouse.click(a.x, a.y);

    const output = page.getByTestId("drawn-polyline");
    await expect(output).not.toBeEmpty();
    await expect(status).toHaveText("Showing listings in the area you drew.");
    const decoded = decodeShape((await output.textContent()) ?? "");
    // The refused click left no corner behind: A, B, C and the bottom left one.
    expect(decoded.ok && decoded.points.length).toBe(4);
  });

  test.describe("drawing with the keyboard", () => {
    // MapLibre jumps instead of easing when motion is reduced, so each arrow key has moved the map
    // by the time the next key goes down: the crosshair is exactly where the keys put it.
    test.use({ reducedMotion: "reduce" });

    /** Starts drawing from the focused map with the keyboard and comes back to the map. */
    async function startDrawingFromMap(page: Page, map: Locator) {
      await page.keyboard.press("Shift+Tab");
      await expect(map.getByRole("button", { name: "Draw an area" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(map.getByRole("button", { name: "Cancel drawing" })).toHaveAttribute("aria-pressed", "true");
      await expect(map.getByRole("button", { name: "Finish area" })).toBeDisabled();
      // Past the disabled "Finish area" to the map, which the drawing help now describes.
      await page.keyboard.press("Tab");
      const canvas = map.locator("canvas.maplibregl-canvas");
      await expect(canvas).toBeFocused();
      await expect(canvas).toHaveAccessibleDescription(
        /arrow keys move it under the crosshair and Enter adds a corner/,
      );
      await expect(map.getByTestId("map-crosshair")).toBeVisible();
    }

    async function press(page: Page, key: string, times: number) {
      for (let index = 0; index < times; index += 1) await page.keyboard.press(key);
    }

    test("draws a triangle with the arrow keys and Enter, and Enter on the first corner finishes it", async ({
      page,
      axe,
    }) => {
      const map = await openMap(page);
      const status = map.getByTestId("map-status");
      const canvas = map.locator("canvas.maplibregl-canvas");
      // A key press on the map reports where its centre is (the initial fit reports nothing).
      await canvas.focus();
      await page.keyboard.press("ArrowUp");
      await expect(page.getByText("Mapped area (1 reports)")).toBeVisible();
      const start = JSON.parse((await page.getByTestId("mapped-area").textContent()) ?? "{}") as {
        latitude: number;
        longitude: number;
      };

      await startDrawingFromMap(page, map);
      await page.keyboard.press("Enter"); // A: the centre
      await expect(status).toContainText("Corner 1 added. Add 2 more corners to make an area.");
      await page.keyboard.press("Enter");
      await expect(status).toContainText("There is a corner here already.");
      await press(page, "ArrowRight", 2);
      await page.keyboard.press("Space"); // B: east of A
      await expect(status).toContainText("Corner 2 added.");
      await press(page, "ArrowLeft", 2);
      await press(page, "ArrowDown", 2);
      await page.keyboard.press("Enter"); // C: south of A
      await expect(status).toContainText("Corner 3 added. Add another, or choose Finish area to search.");
      await expect(map.getByRole("button", { name: "Finish area" })).toBeEnabled();
      await axe({ include: '[data-testid="search-map"]' });

      // South-east of A, B–C and the closing side would cross: refused, as a click there is.
      await press(page, "ArrowRight", 2);
      await page.keyboard.press("Enter");
      await expect(status).toContainText("A corner here would make the sides cross.");
      // South-west is fine, and Backspace takes it away again.
      await press(page, "ArrowLeft", 4);
      await page.keyboard.press("Enter");
      await expect(status).toContainText("Corner 4 added.");
      await page.keyboard.press("Backspace");
      await expect(status).toContainText("Corner 4 removed. 3 corners left.");

      // Back to A: the crosshair says Enter finishes there.
      await press(page, "ArrowRight", 2);
      await press(page, "ArrowUp", 2);
      await expect(map.getByTestId("map-crosshair")).toHaveText("Enter finishes");
      await expect(status).toContainText("The crosshair is on the first corner.");
      await page.keyboard.press("Enter");

      const output = page.getByTestId("drawn-polyline");
      await expect(output).not.toBeEmpty();
      await expect(status).toHaveText("Showing listings in the area you drew.");
      await expect(map.getByRole("button", { name: "Clear drawing" })).toBeVisible();
      await expect(map.getByTestId("map-crosshair")).toHaveCount(0);
      await expect(canvas).toBeFocused();
      const decoded = decodeShape((await output.textContent()) ?? "");
      expect(decoded.ok).toBe(true);
      if (!decoded.ok) return;
      expect(decoded.points).toHaveLength(3);
      // terra-draw winds every area anticlockwise (as for clicks): B and C can come in either order.
      const near = (value: number, expected: number) => Math.abs(value - expected) < 2e-5;
      // A is the map's centre (reported with 6 decimals, the polyline has 5) ...
      const a = decoded.points.find(([lat, lng]) => near(lat, start.latitude) && near(lng, start.longitude));
      // ... B two key presses east of it, C two south.
      const b = decoded.points.find(([lat, lng]) => a && near(lat, a[0]) && lng > a[1] + 0.001);
      const c = decoded.points.find(([lat, lng]) => a && near(lng, a[1]) && lat < a[0] - 0.001);
      expect([a, b, c].every(Boolean), JSON.stringify(decoded.points)).toBe(true);
      // Moving the map to draw searched nothing: the area being drawn is about to be the search.
      await expect(page.getByText("Mapped area (1 reports)")).toBeVisible();
    });

    test("Finish area closes a keyboard drawing and gives the focus back to the map", async ({ page }) => {
      const map = await openMap(page);
      await map.locator("canvas.maplibregl-canvas").focus();
      await startDrawingFromMap(page, map);
      await page.keyboard.press("Enter");
      await press(page, "ArrowRight", 2);
      await page.keyboard.press("Enter");
      await press(page, "ArrowDown", 2);
      await page.keyboard.press("Enter");
      await expect(map.getByTestId("map-status")).toContainText("Corner 3 added.");

      await page.keyboard.press("Shift+Tab");
      const finish = map.getByRole("button", { name: "Finish area" });
      await expect(finish).toBeFocused();
      await page.keyboard.press("Enter");
      const output = page.getByTestId("drawn-polyline");
      await expect(output).not.toBeEmpty();
      const decoded = decodeShape((await output.textContent()) ?? "");
      expect(decoded.ok && decoded.points.length).toBe(3);
      await expect(map.locator("canvas.maplibregl-canvas")).toBeFocused();
      await expect(map.getByRole("button", { name: "Draw an area" })).toHaveAttribute("aria-pressed", "false");
    });
  });

  test("Escape cancels drawing", async ({ page }) => {
    const map = await openMap(page);
    const draw = map.getByRole("button", { name: "Draw an area" });
    await draw.click();
    await expect(map.getByRole("button", { name: "Cancel drawing" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(draw).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("drawn-polyline")).toBeEmpty();
  });

  test("moving the map by hand reports the mapped area once it settles; fitting does not", async ({ page }) => {
    const map = await openMap(page);
    const area = page.getByTestId("mapped-area");
    await expect(area).toBeEmpty();

    const start = await bareMapPoint(map);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 80, start.y - 40, { steps: 8 });
    await page.mouse.up();

    await expect(area).toContainText('"bounds"');
    await expect(page.getByText("Mapped area (1 reports)")).toBeVisible();
    type Reported = { latitude: number; bounds: { north: number; south: number } };
    const dragged = JSON.parse((await area.textContent()) ?? "{}") as Reported;
    expect(dragged.bounds.north).toBeGreaterThan(dragged.bounds.south);

    // Keyboard users move the map with the arrow keys on the focused canvas; that searches too,
    // once, with where the map ended up (not where it was when the key went down).
    await map.locator("canvas.maplibregl-canvas").focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText("Mapped area (2 reports)")).toBeVisible();
    const moved = JSON.parse((await area.textContent()) ?? "{}") as Reported;
    expect(moved.latitude).toBeLessThan(dragged.latitude);
  });

  test("opened at its address, it paints a preview with a dot per listing and loads no map code until reached for", async ({
    page,
    axe,
  }) => {
    const { scripts, mapFiles } = watchMapDownloads(page);
    await page.goto("/dev/map?view=map");
    const map = page.getByRole("region", { name: "Map of search results" });
    const preview = map.getByTestId("map-preview");
    await expect(preview.locator("img")).toHaveJSProperty("complete", true);
    expect(await preview.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(map.getByTestId("map-preview-marker")).toHaveCount(DEMO_MARKERS.length);
    await page.waitForLoadState("networkidle");
    expect(await mapLibreScripts(scripts)).toEqual([]);
    expect(mapFiles).toEqual([]);
    await axe({ include: '[data-testid="search-map"]' });

    // By keyboard: Tab reaches the preview, Enter brings the live map with the focus on it, so the
    // arrow keys move it next.
    await hydrated(page);
    await preview.focus();
    await page.keyboard.press("Enter");
    await expect(map.locator("canvas.maplibregl-canvas")).toBeFocused();
    await expect(map.getByRole("button", { name: "Draw an area" })).toBeEnabled();
  });

  test("the live map starts where the preview was: each listing's marker on its dot", async ({ page }) => {
    await page.goto("/dev/map?view=map");
    const map = page.getByRole("region", { name: "Map of search results" });
    const ids = DEMO_MARKERS.slice(0, 3).map((listing) => String(listing.id));
    const dots = new Map<string, { x: number; y: number }>();
    for (const id of ids) {
      const box = await map.locator(`[data-testid="map-preview-marker"][data-listing-id="${id}"]`).boundingBox();
      if (!box) throw new Error(`no dot for ${id}`);
      dots.set(id, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    }
    await reachForMap(page);
    await expect(map.getByRole("button", { name: "Draw an area" })).toBeEnabled();
    for (const id of ids) {
      const anchor = await anchorOf(map, id);
      const dot = dots.get(id)!;
      expect(Math.abs(anchor.x - dot.x), `marker ${id} across`).toBeLessThan(2);
      expect(Math.abs(anchor.y - dot.y), `marker ${id} down`).toBeLessThan(2);
    }
  });

  test("Draw an area on the preview brings the live map already drawing", async ({ page }) => {
    await page.goto("/dev/map?view=map");
    const map = page.getByRole("region", { name: "Map of search results" });
    await hydrated(page);
    await map.getByRole("button", { name: "Draw an area" }).click();
    await expect(map.getByRole("button", { name: "Cancel drawing" })).toHaveAttribute("aria-pressed", "true");
    await expect(map.getByText(/^Click on the map to add corners,/)).toBeVisible();
  });

  test("the list view loads no map code, and the toggle opens the map without a reload", async ({ page }) => {
    const { scripts, mapFiles } = watchMapDownloads(page);
    await page.goto("/dev/map");
    await expect(page.getByTestId("demo-list")).toBeVisible();
    await expect(page.getByTestId("results-view-list")).toHaveAttribute("aria-current", "true");
    await page.waitForLoadState("networkidle");
    expect(await mapLibreScripts(scripts)).toEqual([]);
    expect(mapFiles).toEqual([]);

    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    await page.getByTestId("results-view-map").click();
    await expect(page).toHaveURL(/\/dev\/map\?view=map$/);
    await expect(page.locator("canvas.maplibregl-canvas")).toBeVisible();
    expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);
    await expect.poll(() => mapFiles).toContain("/map/style.json");
  });

  test("says so, instead of failing, when WebGL is unavailable", async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      // Pretend the browser has no WebGL at all, as with a blocklisted GPU.
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type.startsWith("webgl")) return null;
        return (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof original;
    });
    await page.goto("/dev/map?view=map");
    await reachForMap(page);
    await expect(page.getByTestId("map-unavailable")).toContainText("WebGL");
    await expect(page.getByRole("button", { name: "Draw an area" })).toBeDisabled();
  });
});

test.describe("the map view without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("still shows the place and where the homes are: the preview is in the server's HTML", async ({ page }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate?view=map");
    const preview = page.getByTestId("map-preview");
    await expect(preview.locator("img")).toHaveAttribute("src", /^\/media\/maps\/preview\.svg\?x=0\.\d+&y=0\.\d+&s=/);
    await expect(preview.locator("img")).toHaveJSProperty("complete", true);
    expect(await preview.getByTestId("map-preview-marker").count()).toBeGreaterThan(0);
  });
});
