// Agents as a visitor meets them: from a listing's agent to the agent's profile (their figures,
// listings and reviews), on to the office, and the finder from the header.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function ready(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.describe("agents", () => {
  test("a listing's agent leads to their profile", async ({ page, axe }) => {
    await page.goto("/for-sale/bondi-nsw-2026/real-estate");
    await ready(page);
    await page.getByTestId("listing-card").first().getByRole("link").first().click();
    await expect(page.getByTestId("listing-page")).toBeVisible();
    const agentLink = page.getByTestId("listing-agent-link").first();
    const name = ((await agentLink.textContent()) ?? "").trim();
    await agentLink.click();

    await expect(page).toHaveURL(/\/real-estate-agency\/agent\/[a-z0-9-]+$/);
    await expect(page.getByTestId("agent-name")).toHaveText(name);
    await expect(page.getByTestId("agent-performance").getByTestId("sold-12m")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("agent-listings-buy").getByTestId("listing-card").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Follow / })).toBeVisible();
    await ready(page);
    await axe();

    // On to the agent's office, named after it, with the agent among its agents.
    const officeName = ((await page.getByTestId("agent-office-link").textContent()) ?? "").trim();
    await page.getByTestId("agent-office-link").click();
    await expect(page.getByTestId("office-name")).toHaveText(officeName);
    await expect(page.getByTestId("office-agents").getByRole("link", { name })).toBeVisible();
    await ready(page);
    await axe();
  });

  test("the header's Find agents: a suburb by keyboard, its agents ranked, 5 a page", async ({ page, axe }) => {
    await page.goto("/");
    await ready(page);
    await page.getByRole("link", { name: "Find agents" }).first().click();
    await expect(page).toHaveURL(/\/agents$/);
    await ready(page);
    const box = page.getByTestId("agent-search-input");
    await box.fill("Bondi");
    await expect(page.getByTestId("agent-suggestion").first()).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/agents\?location=bondi-nsw-2026/);
    await expect(page.getByTestId("agent-finder-heading")).toContainText("Bondi");
    const results = page.getByTestId("agent-result");
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(5);
    await expect(page.getByTestId("agent-evidence").first()).toContainText("sold in Bondi in the last 12 months");
    await ready(page);
    await axe();
  });
});
