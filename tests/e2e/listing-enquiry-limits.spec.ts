// What stops enquiry spam: a burst from one address is refused with a clear message, and a form a
// bot filled in (the hidden honeypot field) looks sent but mails no one.
import type { Page } from "@playwright/test";
import { ENQUIRIES_PER_WINDOW, ENQUIRY_RATE_LIMIT_MESSAGE } from "@/lib/listings/enquiry-reasons";
import { expect, test } from "./fixtures";

async function firstListing(page: Page): Promise<string> {
  await page.goto("/for-sale/melbourne-vic-3000/real-estate");
  const href = await page
    .getByTestId("listing-card")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .getAttribute("href");
  if (!href) throw new Error("no listing on the results page");
  return href;
}

async function sendEnquiry(page: Page, listing: string, email: string, options: { honeypot?: boolean } = {}) {
  await page.goto(listing);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.getByTestId("enquiry-form");
  await form.getByLabel("Your name").fill("Sam Sender");
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("checkbox", { name: "Price guide" }).check();
  if (options.honeypot)
    await form
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
  await form.getByRole("button", { name: "Send enquiry" }).click();
}

test.describe("enquiry limits", () => {
  test("a burst of enquiries from one address is refused with a clear message after the limit", async ({ page }) => {
    const listing = await firstListing(page);
    const email = `burst-${Date.now()}@example.com`;
    for (let i = 0; i < ENQUIRIES_PER_WINDOW; i += 1) {
      await sendEnquiry(page, listing, email);
      await expect(page.getByTestId("enquiry-sent")).toBeVisible();
    }
    await sendEnquiry(page, listing, email);
    await expect(page.getByTestId("enquiry-error")).toHaveText(ENQUIRY_RATE_LIMIT_MESSAGE);
    await expect(page.getByTestId("enquiry-form").getByLabel("E-mail")).toHaveValue(email);
  });

  test("a bot that fills the hidden field sees success but nothing is mailed", async ({ page }) => {
    const listing = await firstListing(page);
    const email = `bot-${Date.now()}@example.com`;
    await sendEnquiry(page, listing, email, { honeypot: true });
    await expect(page.getByTestId("enquiry-sent")).toBeVisible();
    await page.goto("/dev/mailbox");
    await expect(page.getByTestId("mailbox").or(page.getByTestId("mailbox-empty"))).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  });
});
