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

  test("the form keeps the question asked: apartments, 2 bedrooms, $1,200,000 within 10 km, by keyboard and at its shared URL", async ({
    page,
    browser,
    axe,
  }) => {
    await page.goto("/locations/rankings/nsw/best-value");
    await hydrated(page);
    const form = page.getByTestId("best-value-form");
    const type = form.getByRole("combobox", { name: "Property type" });
    await type.focus();
    await page.keyboard.press("ArrowDown"); // houses → townhouses
    await page.keyboard.press("ArrowDown"); // → units
    await page.keyboard.press("ArrowDown"); // → apartments
    await expect(type).toHaveValue("apartments");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowUp"); // 3 → 2 bedrooms
    await expect(form.getByRole("combobox", { name: "Bedrooms" })).toHaveValue("2");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("1200000");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("10");
    await page.keyboard.press("Enter");

    const shared = /\/locations\/rankings\/nsw\/best-value\?type=apartments&beds=2&max=1200000&km=10$/;
    await expect(page).toHaveURL(shared);
    const question =
      "Where can I buy a 2-bedroom apartment under $1,200,000 within 10 km of the CBD in New South Wales?";

    /** The answer page as a visitor sees it: the form holds the question, every suburb fits it. */
    const expectTheQuestionKept = async (answerPage: typeof page) => {
      await expect(answerPage.getByRole("heading", { level: 1 })).toHaveText(question);
      const kept = answerPage.getByTestId("best-value-form");
      await expect(kept.getByRole("combobox", { name: "Property type" })).toHaveValue("apartments");
      await expect(kept.getByRole("combobox", { name: "Bedrooms" })).toHaveValue("2");
      await expect(kept.getByRole("spinbutton", { name: "Budget (up to $)" })).toHaveValue("1200000");
      await expect(kept.getByRole("spinbutton", { name: /^Within/ })).toHaveValue("10");
      const rows = answerPage.getByTestId("best-value-suburb");
      await expect(rows.first()).toBeVisible();
      const figures = await rows.evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? "")),
      );
      for (const [, , median, , distance] of figures) {
        expect(Number(median!.replace(/[$,]/g, ""))).toBeLessThanOrEqual(1_200_000);
        expect(Number.parseFloat(distance!)).toBeLessThanOrEqual(10);
      }
      return figures;
    };
    const answered = await expectTheQuestionKept(page);
    await axe();

    // The address shared with someone else: a new visitor sees the same question and answer.
    const other = await browser.newContext();
    try {
      const sharedPage = await other.newPage();
      await sharedPage.goto(page.url());
      expect(await expectTheQuestionKept(sharedPage)).toEqual(answered);
    } finally {
      await other.close();
    }
  });

  test("a bad budget is refused with what to fix, and no answer is shown", async ({ page, axe }) => {
    await page.goto("/locations/rankings/best-value?type=units&beds=2&max=5000");
    // Announced (role alert; Next's route announcer is the page's other alert region).
    const error = page.getByTestId("best-value-error");
    await expect(error).toHaveText("Enter a budget from $100,000 to $20,000,000, in whole dollars.");
    await expect(error).toHaveAttribute("role", "alert");
    await expect(page.getByTestId("best-value")).toHaveCount(0);
    // The question is kept as asked, so only the budget needs fixing.
    await expect(page.getByRole("combobox", { name: "Property type" })).toHaveValue("units");
    await expect(page.getByRole("combobox", { name: "Bedrooms" })).toHaveValue("2");
    await expect(page.getByRole("spinbutton", { name: "Budget (up to $)" })).toHaveValue("5000");
    await axe();
  });
});
