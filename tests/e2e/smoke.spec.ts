// The first thing to break when the Worker, the build or the layout breaks.
// Console errors fail any test here through the fixture.
import { expect, test } from "./fixtures";

test.describe("smoke", () => {
  test("the home page answers 200 with a main landmark and no serious accessibility violations", async ({
    page,
    axe,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main")).toHaveCount(1);
    await axe();
  });

  test("an unknown route answers 404", async ({ page, consoleErrors }) => {
    // The browser logs the failed document request itself; that one is expected here.
    consoleErrors.allow(/status of 404/);
    const response = await page.goto("/this-route-does-not-exist");
    expect(response?.status()).toBe(404);
  });
});
