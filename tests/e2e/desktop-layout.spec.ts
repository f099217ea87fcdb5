// Newer pages use a desktop's width: the suburb page, a question, the Q&A index and the empty
// agent finder have a second column to the right of their main content at 1280 px, and on a
// 390 px phone they are one column no wider than the screen.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

test.beforeEach(async ({ context }) => {
  // The cookie notice has its own tests (keyboard.spec.ts); dismissed so the page under it is measured.
  await context.addInitScript(() => window.localStorage.setItem("homefront:cookie-notice:v1", "dismissed in test"));
});

/** A question's address, from the Q&A index's first question. */
async function firstQuestionPath(page: Page): Promise<string> {
  await page.goto("/questions");
  return (await page.getByTestId("question-list").getByRole("link").first().getAttribute("href"))!;
}

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** The second column starts right of where the main content ends, and both share the screen's top half. */
async function besides(main: Locator, aside: Locator) {
  const left = await box(main);
  const right = await box(aside);
  expect(right.x).toBeGreaterThanOrEqual(left.x + left.width - 1);
  expect(right.x + right.width).toBeGreaterThan(1280 * 0.75);
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the suburb page: homes, agents and questions beside the overview", async ({ page, axe }) => {
    await page.goto("/locations/bondi-nsw-2026");
    const aside = page.getByTestId("suburb-aside");
    await expect(aside.getByTestId("suburb-homes")).toBeVisible();
    await expect(aside.getByTestId("local-agents")).toBeVisible();
    await expect(aside.getByRole("heading", { name: /Questions/ })).toBeVisible();
    await besides(page.getByTestId("suburb-main"), aside);
    await hydrated(page);
    await axe();
  });

  test("a question: the place and related questions beside it", async ({ page, axe }) => {
    await page.goto(await firstQuestionPath(page));
    const aside = page.getByTestId("question-aside");
    await expect(aside.getByRole("heading", { name: "The place" })).toBeVisible();
    await expect(aside.getByRole("heading", { name: "Related questions" })).toBeVisible();
    await besides(page.getByTestId("question-title"), aside);
    await hydrated(page);
    await axe();
  });

  test("the Q&A index: more questions and places to ask about beside the list", async ({ page, axe }) => {
    await page.goto("/questions");
    const aside = page.getByTestId("qna-aside");
    await expect(aside.getByTestId("qna-places").getByRole("link").first()).toBeVisible();
    await besides(page.getByTestId("question-list"), aside);
    await hydrated(page);
    await axe();
  });

  test("the empty agent finder shows a busy suburb's top agents beside the form, and the last search after one", async ({
    page,
    axe,
  }) => {
    await page.goto("/agents");
    await expect(page.getByTestId("agent-finder-popular")).toContainText("Showing the top agents of");
    await expect(page.getByTestId("agent-result").first()).toBeVisible();
    await besides(page.getByRole("search", { name: "Find agents" }), page.getByTestId("agent-finder-results"));
    await hydrated(page);
    await axe();
    await expect(page.getByTestId("agent-finder-last-search")).toHaveCount(0);

    // After a search for a suburb, the empty finder offers it back.
    await page.goto("/agents?location=coogee-nsw-2034");
    await expect(page.getByTestId("agent-finder-heading")).toContainText("Coogee");
    await hydrated(page);
    await page.goto("/agents");
    await hydrated(page);
    const last = page.getByTestId("agent-finder-last-search").getByRole("link");
    await expect(last).toHaveText("agents in Coogee, NSW 2034");
    await last.click();
    await expect(page).toHaveURL(/\/agents\?location=coogee-nsw-2034$/);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the four pages are one column no wider than the screen", async ({ page, axe }) => {
    const question = await firstQuestionPath(page);
    for (const path of ["/locations/bondi-nsw-2026", question, "/questions", "/agents"]) {
      await page.goto(path);
      await hydrated(page);
      await noHorizontalOverflow(page);
      await axe();
    }
    // The suburb's homes still come first on a phone.
    await page.goto("/locations/bondi-nsw-2026");
    const homes = await box(page.getByTestId("suburb-homes"));
    const main = await box(page.getByTestId("suburb-main"));
    expect(homes.y).toBeLessThan(main.y);
  });
});
