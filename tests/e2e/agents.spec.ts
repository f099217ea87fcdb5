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
  });
});
