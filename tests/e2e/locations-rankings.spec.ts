// Market rankings as a buyer uses them: from a state's page to its rankings, the best-value
// question asked by keyboard alone, its answer at a URL to share, and on to a suburb.
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

test.describe("market rankings", () => {
  test("from a state to its rankings, a best-value question by keyboard, and a suburb from the answer", async ({
    page,
    axe,
  }) => {
    await page.goto("/locations/vic");
    await page.getByRole("link", { name: "most viewed and fastest-selling suburbs" }).click();
    await expect(page).toHaveURL(/\/locations\/rankings\/vic$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suburb rankings in Victoria");
    const mostViewed = page.getByTestId("ranking-most-viewed").getByTestId("ranked-suburb");
    await expect(mostViewed.first()).toBeVisible();
    await expect(page.getByTestId("ranking-fastest-selling").getByTestId("ranked-suburb").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "top rated suburbs by locals' reviews" })).toHaveAttribute(
      "href",
      "/locations/top-rated/vic",
    );
    await hydrated(page);
    await axe();

    // The form, by keyboard: type, bedrooms, budget, distance, then Enter.
    const type = page.getByRole("combobox", { name: "Property type" });
    await type.focus();
    await page.keyboard.press("ArrowDown"); // the next type (townhouses)…
    await page.keyboard.press("ArrowUp"); // …and back to houses
    await expect(type).toHaveValue("houses");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: "Bedrooms" })).toBeFocused();
    await page.keyboard.press("Tab");
    const budget = page.getByRole("spinbutton", { name: "Budget (up to $)" });
    await expect(budget).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("900000");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("spinbutton", { name: /^Within/ })).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("20");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/locations\/rankings\/vic\/best-value\?type=houses&beds=3&max=900000&km=20$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Where can I buy a 3-bedroom house under $900,000 within 20 km of the CBD in Victoria?",
    );
    const answer = page.getByTestId("best-value-suburb");
    await expect(answer.first()).toBeVisible();
    await expect(answer.first().getByRole("cell").last()).toContainText("km to Melbourne");
    await hydrated(page);
    await axe();

    const suburb = answer.first().getByRole("link");
    const name = (await suburb.textContent())!;
    await suburb.click();
    await expect(page.getByTestId("location-heading")).toHaveText(name);
  });

  test("a bad budget is refused with what to fix, and no answer is shown", async ({ page, axe }) => {
    await page.goto("/locations/rankings/best-value?type=units&beds=2&max=5000");
    // Announced (role alert; Next's route announcer is the page's other alert region).
    const error = page.getByTestId("best-value-error");
    await expect(error).toHaveText("Enter a budget from $100,000 to $20,000,000, in whole dollars.");
    await expect(error).toHaveAttribute("role", "alert");
    await expect(page.getByTestId("best-value")).toHaveCount(0);
    await axe();
  });
});
