// Search results on a phone (390×844, the size of a current mid-range handset): a result shows on
// the first screen, and the map view fills the screen under a compact bar.

import { expect, test } from "./fixtures";
import { reachForMap } from "./support/map";
import { hydrated } from "./support/member";

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true });

test.beforeEach(async ({ context }) => {
  // The cookie notice is a first-visit matter with its own tests (keyboard.spec.ts); here it is
  // dismissed so the layout under it is what is measured.
  await context.addInitScript(() => window.localStorage.setItem("homefront:cookie-notice:v1", "dismissed in test"));
});

test.describe("results on a phone", () => {
  test("the first card's address is on the first screen, with Filters and Sort in a compact bar", async ({
    page,
    axe,
  }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await hydrated(page);
    const address = page.getByTestId("listing-card").first().getByRole("heading");
    await expect(address).toBeVisible();
    const box = await address.boundingBox();
    expect(box, "first card's address").not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    // The controls are still all there: Filters opens its panel, and the sort is one tap away.
    await expect(page.getByTestId("sort-select")).toBeInViewport();
    await page.getByTestId("filters-toggle").click();
    await expect(page.getByRole("button", { name: "Update results" })).toBeVisible();
    await axe();
  });

  test("after tapping Map the map fills the screen under a compact bar", async ({ page, axe }) => {
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    await hydrated(page);
    await page.getByTestId("results-view-map").tap();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByTestId("search-map");
    await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible();
    const region = await map.boundingBox();
    const canvas = await map.locator("canvas.maplibregl-canvas").boundingBox();
    expect(region && canvas, "map region and canvas").toBeTruthy();
    expect(region!.y).toBeLessThanOrEqual(120);
    // It fills the rest of the screen: down to the bottom edge, no further.
    expect(region!.y + region!.height).toBeGreaterThanOrEqual(PHONE.height - 16);
    expect(region!.y + region!.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(canvas!.height).toBeGreaterThanOrEqual(PHONE.height * 0.6);
    // The bar above keeps the way back to the list and the filters.
    await expect(page.getByTestId("results-view-list")).toBeInViewport();
    await expect(page.getByTestId("filters-toggle")).toBeInViewport();
    await axe({ include: "main" });
  });

  test("the map view opened from its address shifts nothing, and the live map takes the preview's place exactly", async ({
    page,
  }) => {
    // Every layout shift of the page's life not caused by input, as Lighthouse's CLS adds them up.
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      const seen: number[] = [];
      const keep = (entries: PerformanceEntryList) => {
        for (const entry of entries as Shift[]) if (!entry.hadRecentInput) seen.push(entry.value);
      };
      const observer = new PerformanceObserver((list) => keep(list.getEntries()));
      observer.observe({ type: "layout-shift", buffered: true });
      (window as unknown as { layoutShifts: () => number[] }).layoutShifts = () => {
        keep(observer.takeRecords());
        return seen;
      };
    });
    await page.goto("/for-sale/melbourne-vic-3000/real-estate?view=map");
    await hydrated(page);
    const preview = page.getByTestId("map-preview");
    await expect(preview.locator("img")).toHaveJSProperty("complete", true);
    // After two more frames everything painted so far has been laid out and measured.
    const shifts = () =>
      page.evaluate(
        () =>
          new Promise<number[]>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as unknown as { layoutShifts: () => number[] }).layoutShifts()),
              ),
            ),
          ),
      );
    expect(await shifts()).toEqual([]);

    // A tap brings the live map. Shifts just after a tap do not count in CLS, so the boxes are
    // compared directly: the map and its toolbar stay where the preview's were.
    const region = page.getByTestId("search-map");
    const draw = region.getByRole("button", { name: "Draw an area" });
    const before = { map: await preview.boundingBox(), draw: await draw.boundingBox() };
    await reachForMap(page, "tap");
    const canvas = region.locator("canvas.maplibregl-canvas");
    await expect(canvas).toBeVisible();
    await expect(draw).toBeEnabled();
    const container = region.locator(".maplibregl-map");
    expect({ map: await container.boundingBox(), draw: await draw.boundingBox() }).toEqual(before);
    expect(await shifts()).toEqual([]);
  });
});
