// Comparing homes of a collection, on a phone and on a desktop: the highlight marks the best value
// of each row that has an order (the lowest price, the most rooms and space) and nothing else, and
// on a phone the row labels are a narrow column beside at least one whole home.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { memberWithCollection } from "./support/collection";
import { signIn } from "./support/member";

/** Rows whose values have no better or worse: they never highlight. */
const UNORDERED = ["Days listed", "Listed", "Next inspection", "Nearest schools"];
/** Rows where more is better, read as numbers ("Studio" is 0 bedrooms). */
const MORE_IS_BETTER = ["Bedrooms", "Bathrooms", "Car spaces", "Land area", "Building area", "Energy rating"];

const figureOf = (text: string) => {
  if (/^Studio/.test(text)) return 0;
  const match = text.replace(/,/g, "").match(/\d+(\.\d+)?/);
  return match ? Number(match[0]) : null;
};

/** Each body row: its label, its cells' text and whether each is marked best. */
async function tableRows(table: Locator) {
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => ({
      label: row.querySelector("th")?.textContent?.trim() ?? "",
      cells: [...row.querySelectorAll("td")].map((cell) => ({
        text: (cell.firstChild?.textContent ?? "").trim(),
        best: cell.hasAttribute("data-best"),
        marked: cell.textContent?.includes("Best") ?? false,
      })),
    })),
  );
}

async function openCompare(page: Page, label: string, viewport: { width: number; height: number }) {
  const member = await memberWithCollection(label);
  // Signed in at a desktop's width, where the header shows the member's menu the helper waits for.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, member.email, member.password);
  await page.setViewportSize(viewport);
  await page.goto(member.comparePath);
  const table = page.getByTestId("compare-table");
  await expect(table.locator("thead th")).toHaveCount(3);
  return table;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the highlight marks each ordered row's best value and nothing else (${viewport.width} px)`, async ({
    page,
    axe,
  }) => {
    const table = await openCompare(page, `e2e-compare-${viewport.width}`, viewport);
    const rows = await tableRows(table);
    expect(rows.length).toBeGreaterThanOrEqual(13);
    let highlighted = 0;
    for (const row of rows) {
      const best = row.cells.filter((cell) => cell.best);
      // Never a row where every home is "best": that would say nothing.
      expect(best.length, `${row.label}: ${JSON.stringify(row.cells)}`).toBeLessThan(row.cells.length);
      // Marked in words as well as colour.
      for (const cell of row.cells) expect(cell.marked, row.label).toBe(cell.best);
      if (UNORDERED.includes(row.label)) expect(best, row.label).toEqual([]);
      if (best.length > 0) highlighted += 1;
      const figures = row.cells.map((cell) => figureOf(cell.text));
      const known = figures.filter((figure): figure is number => figure !== null);
      if (MORE_IS_BETTER.includes(row.label) && best.length > 0)
        for (const [i, cell] of row.cells.entries())
          expect(cell.best, row.label).toBe(figures[i] === Math.max(...known));
      if (row.label === "Price" && best.length > 0) {
        // Only cells that open with a figure ("$1,550,000 - $1,750,000" ranks by its lower end).
        const priced = row.cells.map((cell) => (cell.text.startsWith("$") ? figureOf(cell.text) : null));
        const lowest = Math.min(...priced.filter((figure): figure is number => figure !== null));
        for (const [i, cell] of row.cells.entries()) expect(cell.best, row.label).toBe(priced[i] === lowest);
      }
    }
    // Three different homes used to light up 14 of 15 rows; now only rows with an order can.
    expect(highlighted).toBeLessThanOrEqual(rows.length - UNORDERED.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await axe();
  });
}

test("on a phone the labels are a narrow column beside at least one whole home", async ({ page }) => {
  const table = await openCompare(page, "e2e-compare-phone", { width: 390, height: 844 });
  const frame = page.getByRole("region", { name: "Homes side by side" });
  const frameBox = (await frame.boundingBox())!;
  const label = (await table.locator("tbody th").first().boundingBox())!;
  expect(label.width).toBeLessThanOrEqual(frameBox.width * 0.35);
  // The first home's column (its heading cell) is whole inside the frame, right of the labels.
  const home = (await table.locator("thead th").first().boundingBox())!;
  expect(home.x).toBeGreaterThanOrEqual(label.x + label.width - 1);
  expect(home.x + home.width).toBeLessThanOrEqual(frameBox.x + frameBox.width);
  // Scrolled sideways, the labels stay and the last home comes whole into view beside them.
  await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const last = table.locator("thead th").last();
  await expect(async () => {
    const box = (await last.boundingBox())!;
    const labelNow = (await table.locator("tbody th").first().boundingBox())!;
    expect(labelNow.x).toBeCloseTo(label.x, 0);
    expect(box.x).toBeGreaterThanOrEqual(labelNow.x + labelNow.width - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(frameBox.x + frameBox.width);
  }).toPass();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("on a desktop every home is whole in view, with no sideways scrolling", async ({ page }) => {
  await openCompare(page, "e2e-compare-desktop", { width: 1280, height: 800 });
  const frame = page.getByRole("region", { name: "Homes side by side" });
  expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const frameBox = (await frame.boundingBox())!;
  for (const home of await page.getByTestId("compare-table").locator("thead th").all()) {
    const box = (await home.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(frameBox.x + frameBox.width);
  }
});
