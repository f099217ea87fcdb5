// "Near me" in the search box: offered only when the browser already holds geolocation permission
// for the site (Playwright's permission control), never prompting on page load; with a granted,
// fake position it leads to a map search around that position.

import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

test("without permission the option is absent, nothing prompts and nothing fails", async ({ page, context }) => {
  await context.clearPermissions();
  let dialogs = 0;
  page.on("dialog", () => (dialogs += 1));
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  // Counts every request for a position: asking for one without permission is what prompts.
  await page.addInitScript(() => {
    const counted = window as unknown as { positionRequests: number };
    counted.positionRequests = 0;
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (...args: Parameters<Geolocation["getCurrentPosition"]>) => {
      counted.positionRequests += 1;
      original(...args);
    };
  });
  await page.goto("/");
  await hydrated(page);
  // Asking the Permissions API never prompts; the page must not have asked for a position either.
  const state = await page.evaluate(async () => (await navigator.permissions.query({ name: "geolocation" })).state);
  expect(state).toBe("prompt");
  await expect(page.getByRole("button", { name: "Search near me" })).toHaveCount(0);
  expect(dialogs).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { positionRequests: number }).positionRequests)).toBe(0);
  expect(pageErrors).toEqual([]);
});

test("with permission granted the option appears and searches the map around the position", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["geolocation"], { origin: baseURL });
  await context.setGeolocation({ latitude: -33.8915, longitude: 151.2767 });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("tab", { name: "Rent" }).click();
  await page.getByRole("button", { name: "Search near me" }).click();
  await expect(page).toHaveURL(/\/for-rent\/real-estate\?context=map&lat=-33\.8915&lng=151\.2767&zoom=14/);
});
