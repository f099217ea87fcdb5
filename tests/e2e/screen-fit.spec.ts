// Every page type fits a phone's screen (390 px) and a desktop's (1280 px): nothing makes the page
// wider than the window, results pages with their filters open included. On the results page every
// tap target is at least 24 px square or far enough from its neighbours (WCAG 2.2, 2.5.8), the box
// to add a place is wide enough to type in, and "Save search" sits clear of the refine links.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { memberWithCollection } from "./support/collection";
import { hydrated, signIn } from "./support/member";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const RESULTS = [
  "/for-sale/bondi-nsw-2026/real-estate",
  "/for-rent/melbourne-vic-3000/real-estate",
  "/sold-properties/melbourne-vic-3000",
];

test.beforeEach(async ({ context }) => {
  // The cookie notice has its own tests (keyboard.spec.ts); the layout under it is measured here.
  await context.addInitScript(() => window.localStorage.setItem("homefront:cookie-notice:v1", "dismissed in test"));
});

/** The page is no wider than the window, and if it is, which visible elements reach past its edge. */
async function expectNoWiderThanScreen(page: Page) {
  const fit = await page.evaluate(() => {
    const past = [...document.querySelectorAll("body *")]
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}"`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, past };
  });
  expect(fit.scrollWidth, `${page.url()} is wider than the screen: ${fit.past.join(", ")}`).toBeLessThanOrEqual(
    fit.innerWidth,
  );
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

async function openFilters(page: Page) {
  await page.getByTestId("filters-toggle").click();
  await expect(page.getByRole("button", { name: "Update results" })).toBeVisible();
}

/**
 * Tap targets smaller than 24 × 24 px whose 24 px circle (centred on the target) reaches another
 * target or another small target's circle: WCAG 2.2's target size (minimum) with its spacing
 * exception, measured with getBoundingClientRect.
 */
async function crowdedSmallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.checkVisibility({ opacityProperty: false, visibilityProperty: true }))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const small = (box: DOMRect) => box.width < 24 || box.height < 24;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    return targets
      .filter(({ box }) => small(box))
      .filter(({ element, box }) => {
        const c = centre(box);
        return targets.some(({ element: other, box: otherBox }) => {
          if (other === element || other.contains(element) || element.contains(other)) return false;
          // A label's own control is the same target (the toggles stretch their box over the label).
          if (other.closest("label") === element.closest("label") && element.closest("label")) return false;
          if (distanceToBox(c, otherBox) < 12) return true;
          const o = centre(otherBox);
          return small(otherBox) && Math.hypot(c.x - o.x, c.y - o.y) < 24;
        });
      })
      .map(({ element, box }) => {
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.getAttribute("name");
        return `${element.tagName.toLowerCase()} "${name?.slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test("results pages with the filters open are no wider than the screen", async ({ page }) => {
      for (const path of RESULTS) {
        await visit(page, path);
        await openFilters(page);
        await expectNoWiderThanScreen(page);
      }
    });

    test("the visitor's pages are no wider than the screen", async ({ page }) => {
      for (const path of [
        "/",
        "/locations/bondi-nsw-2026",
        "/agents",
        "/agents?location=bondi-nsw-2026",
        "/questions",
        "/blog",
      ]) {
        await visit(page, path);
        await expectNoWiderThanScreen(page);
      }
      // A listing and its agent, a question and an article, reached the way a visitor would.
      await visit(page, RESULTS[0]!);
      await page.getByTestId("listing-card").first().getByRole("heading").getByRole("link").click();
      await expect(page.getByTestId("listing-page")).toBeVisible();
      await hydrated(page);
      await expectNoWiderThanScreen(page);
      const agent = await page.getByTestId("listing-agent-link").first().getAttribute("href");
      await visit(page, agent!);
      await expectNoWiderThanScreen(page);
      await visit(page, "/questions");
      const question = await page
        .locator('main a[href^="/questions/"]:not([href^="/questions/search"])')
        .first()
        .getAttribute("href");
      await visit(page, question!);
      await expectNoWiderThanScreen(page);
      await visit(page, "/blog");
      const article = await page
        .locator('main a[href^="/blog/"]:not([href^="/blog/category/"])')
        .first()
        .getAttribute("href");
      await visit(page, article!);
      await expectNoWiderThanScreen(page);
    });

    test("a member's collections, a collection and the compare view are no wider than the screen", async ({ page }) => {
      const member = await memberWithCollection(`e2e-screen-fit-${viewport.width}`);
      // Signed in at a desktop's width, where the header shows the member's menu the helper waits for.
      await page.setViewportSize(VIEWPORTS[1]!);
      await signIn(page, member.email, member.password);
      await page.setViewportSize(viewport);
      for (const path of ["/collections", member.collectionPath, member.comparePath]) {
        await visit(page, path);
        await expectNoWiderThanScreen(page);
      }
    });

    test("every tap target on the results page is 24 px or spaced apart, filters open or closed", async ({ page }) => {
      await visit(page, RESULTS[0]!);
      await expect(page.getByTestId("listing-card").first()).toBeVisible();
      expect(await crowdedSmallTargets(page)).toEqual([]);
      await openFilters(page);
      expect(await crowdedSmallTargets(page)).toEqual([]);
      // The tick boxes themselves, which were 13 px (23 px with their margins) before.
      for (const box of await page.locator('input[name="propertytype"]').all()) {
        const size = (await box.boundingBox())!;
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
      }
    });
  });
}

test.describe("results bar on a phone", () => {
  test.use({ viewport: VIEWPORTS[0], hasTouch: true });

  test("the place box has room to type, and 'Save search' sits clear of the refine links", async ({ page, axe }) => {
    await visit(page, RESULTS[0]!);
    const box = (await page.getByTestId("add-location-input").boundingBox())!;
    // It showed "Ad" of "Add a suburb" beside a chip: now at least wide enough for its placeholder.
    const placeholder = await page.getByTestId("add-location-input").evaluate((input: HTMLInputElement) => {
      const probe = document.createElement("span");
      probe.textContent = input.placeholder;
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(input).font}`;
      document.body.appendChild(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(input);
      return width + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
    });
    expect(box.width).toBeGreaterThanOrEqual(placeholder);
    const save = page.getByRole("button", { name: "Save search" });
    await expect(save).toBeVisible();
    const saveBox = (await save.boundingBox())!;
    const refine = (await page.getByRole("navigation", { name: "Refine by property type" }).boundingBox())!;
    const count = (await page.getByTestId("results-summary").boundingBox())!;
    // Below the count or beside it, and wholly above the refine links.
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(refine.y);
    expect(saveBox.y >= count.y + count.height || saveBox.x >= count.x + count.width).toBe(true);
    await axe();
  });
});
