import { test, expect } from "./fixtures";
import type { Browser, Page } from "@playwright/test";
import { signInAsStaff } from "./support/staff";

/**
 * Marketing's path: sign in, create and start a URL-targeted experiment, flip a flag; the running
 * Worker (same build, no deploy) applies each change to the next visitor.
 */
const run = Math.random().toString(36).slice(2, 8);
const experimentId = `e2e-${run}`;
const target = `/contact?e2e=${run}`;

async function signIn(page: Page) {
  await signInAsStaff(page, `e2e-admin-${run}`, "admin");
  await expect(page).toHaveURL(/\/admin\/experiments/);
}

/** A new visitor (no cookies) opens `path`; answers the experiment cookie it was given, if any. */
async function visitorCookie(browser: Browser, path: string): Promise<string | undefined> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    const value = (await context.cookies()).find((cookie) => cookie.name === "hf_exp")?.value;
    return value === undefined ? undefined : decodeURIComponent(value);
  } finally {
    await context.close();
  }
}

test("an experiment started in /admin assigns visitors on its target URL at once, and stops", async ({
  page,
  browser,
  axe,
}) => {
  await signIn(page);
  const form = page.getByTestId("experiment-form");
  await form.getByLabel("Id").fill(experimentId);
  await form.getByLabel("Feature flag").fill("awardWinners");
  await form.getByLabel("Target URL").fill(target);
  await form.locator("input[name='variant-0-weight']").fill("0");
  await form.locator("input[name='variant-1-weight']").fill("100");
  await form.getByRole("button", { name: "Create experiment" }).click();
  await expect(page.getByTestId("admin-done")).toContainText("Created");
  await axe();

  expect(await visitorCookie(browser, target)).toBeUndefined();
  await page.getByRole("button", { name: "Start experiment" }).click();
  await expect(page.getByTestId("experiment-state")).toContainText("State: running");

  expect(await visitorCookie(browser, target)).toBe(`${experimentId}=treatment`);
  expect(await visitorCookie(browser, "/contact")).toBeUndefined();

  await page.getByRole("button", { name: "Stop experiment" }).click();
  // "State: stopped", not just "stopped": the running state's line reads "· stopped —" too, and
  // matching that let the next visitor arrive before the stop had been saved.
  await expect(page.getByTestId("experiment-state")).toContainText("State: stopped");
  expect(await visitorCookie(browser, target)).toBeUndefined();

  await page.goto("/admin/audit");
  const mine = page.getByTestId("audit-row").filter({ hasText: experimentId });
  // The person who started it, by name and role.
  await expect(mine.filter({ hasText: "experiment.start" })).toContainText(`Test e2e-admin-${run}`);
  await expect(mine.filter({ hasText: "experiment.start" })).toContainText("Admin");
  await expect(mine.filter({ hasText: "experiment.stop" })).toHaveCount(1);
});

test("a refused experiment shows the reason", async ({ page }) => {
  await signIn(page);
  const form = page.getByTestId("experiment-form");
  await form.getByLabel("Id").fill(`bad-${run}`);
  await form.getByLabel("Feature flag").fill("darkMode");
  await form.getByRole("button", { name: "Create experiment" }).click();
  await expect(page.getByTestId("admin-error")).toContainText("Unknown feature flag: darkMode");
});

test("flipping gtmTrackingLog in /admin makes tracking calls print to the console", async ({ page }) => {
  await signIn(page);
  const setGtmLog = async (on: boolean) => {
    await page.goto("/admin/flags?environment=development");
    const row = page.getByTestId("flag-gtmTrackingLog");
    if ((await row.getByTestId("flag-state").textContent()) !== (on ? "on" : "off")) {
      await row.getByRole("button").click();
      await expect(page.getByTestId("flag-gtmTrackingLog").getByTestId("flag-state")).toHaveText(on ? "on" : "off");
    }
  };
  try {
    await setGtmLog(true);
    await page.goto("/admin/tracking");
    await page.locator("html[data-hydrated='true']").waitFor();
    const logged = page.waitForEvent("console", (message) => message.text().startsWith("[tracking:gtm] listing"));
    await page.getByRole("button", { name: "Send a listing view" }).click();
    await logged;
  } finally {
    await setGtmLog(false);
  }
});
