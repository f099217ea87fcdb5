// The listing page as a buyer uses it: from search to the listing, the gallery by keyboard, an open
// home into the calendar, an enquiry to the agent, and the listing back on the home page.
import type { Page } from "@playwright/test";
import { removedListingId } from "@/lib/db/seed/listing-removals";
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

/** A current Melbourne sale listing with an open home this week, opened from search results. */
async function openListingWithInspection(page: Page) {
  await page.goto("/for-sale/melbourne-vic-3000/real-estate");
  await hydrated(page);
  const card = page
    .getByTestId("listing-card")
    .filter({ hasText: /Inspection/ })
    .first();
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/homes\/[a-z0-9-]+\/\d+$/);
  await expect(page.getByTestId("listing-page")).toBeVisible();
  await hydrated(page);
}

test.describe("listing page", () => {
  test("opens from search with every main part, LCP photo first, structured data and no serious axe issues", async ({
    page,
    axe,
  }) => {
    await openListingWithInspection(page);
    await expect(page.getByTestId("listing-price")).not.toBeEmpty();
    await expect(page.getByTestId("listing-status")).toHaveText(/Available|Under offer/);
    const lcp = page.getByTestId("listing-page").locator("img").first();
    await expect(lcp).toHaveAttribute("fetchpriority", "high");
    expect(await lcp.getAttribute("loading")).toBeNull();
    await expect(page.getByTestId("schools").locator("tbody tr")).toHaveCount(20);
    await expect(page.getByTestId("nearby-locations").locator("li")).toHaveCount(5);
    await expect(page.getByTestId("repayment-calculator")).toContainText("per month");
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    ) as Record<string, unknown>;
    expect(jsonLd["@type"]).toBe("RealEstateListing");
    expect((jsonLd.offers as Record<string, unknown>)["@type"]).toBe("Offer");
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
      /\/media\/listings\/\d+\/\d+\.svg/,
    );
    // Its visible text starts the accessible name, so "click Add to calendar" works by voice.
    await expect(page.getByTestId("inspection-ics").first()).toHaveAccessibleName(
      /^Add to calendar: \S+ .*\d{1,2}:\d{2}[AP]M - /,
    );
    await axe();
  });

  test("the full-screen gallery works by keyboard: arrows, counter, focus kept inside, Escape", async ({ page }) => {
    await openListingWithInspection(page);
    const opener = page.getByTestId("gallery-open");
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("gallery-dialog");
    await expect(dialog).toBeVisible();
    const counter = page.getByTestId("gallery-counter");
    const total = Number((await counter.textContent())?.split("/")[1]?.trim());
    expect(total).toBeGreaterThan(1);
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`${total} / ${total}`);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("an open home downloads as .ics in the listing's time zone, matching the time shown", async ({ page }) => {
    await openListingWithInspection(page);
    const link = page.getByTestId("inspection-ics").first();
    const shown = (await link.getAttribute("aria-label")) ?? "";
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^open-home-\d+-\d{4}-\d{2}-\d{2}\.ics$/);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const ics = await readFile(path, "utf8");
    expect(ics).toContain("TZID:Australia/Melbourne");
    const start = /DTSTART;TZID=Australia\/Melbourne:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})00/.exec(ics);
    expect(start).not.toBeNull();
    // The file is named for the open home's day in Melbourne, as the calendar entry is.
    expect(download.suggestedFilename()).toContain(`-${start?.[1]}-${start?.[2]}-${start?.[3]}.ics`);
    const hour = Number(start?.[4]);
    const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${start?.[5]}${hour < 12 ? "AM" : "PM"}`;
    // The link is named "Add to calendar: Sat 21 Mar 10:30AM - 11:00AM": the same local start time.
    expect(shown).toContain(`${clock} -`);
  });

  test("an enquiry is stored, mailed to the agent through the outbox and shows in the dev mailbox; the typed address gets no copy", async ({
    page,
  }) => {
    await openListingWithInspection(page);
    const address = (await page.getByTestId("listing-address").textContent()) ?? "";
    const form = page.getByTestId("enquiry-form");
    const email = `buyer-${Date.now()}@example.com`;
    // First with a bad e-mail: the field is marked and what was typed stays.
    await form.getByLabel("Your name").fill("Alex Buyer");
    await form.getByLabel("E-mail").fill("not-an-address");
    await form.getByRole("checkbox", { name: "Price guide" }).check();
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByTestId("enquiry-error")).toBeVisible();
    await expect(page.getByTestId("enquiry-form").getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("enquiry-form").getByLabel("Your name")).toHaveValue("Alex Buyer");
    await expect(page.getByTestId("enquiry-form").getByRole("checkbox", { name: "Price guide" })).toBeChecked();
    await page.getByTestId("enquiry-form").getByLabel("E-mail").fill(email);
    await page.getByTestId("enquiry-form").getByRole("button", { name: "Send enquiry" }).click();
    // Anonymous: the confirmation is on screen; nothing is mailed to an address nobody proved is theirs.
    await expect(page.getByTestId("enquiry-sent")).toContainText(`They will reply to ${email}.`);
    const enquired = await page.evaluate(() => window.localStorage.getItem("enquired-listings:anon"));
    expect(JSON.parse(enquired ?? "[]")[0]).toBe(page.url().split("/").pop());

    await page.goto("/dev/mailbox");
    const mailbox = page.getByTestId("mailbox");
    await expect(
      mailbox
        .getByRole("row")
        .filter({ hasText: `Enquiry: ${address}` })
        .first(),
    ).toBeVisible();
    await expect(
      mailbox
        .getByRole("row")
        .filter({ hasText: email })
        .filter({ hasText: `Your enquiry: ${address}` }),
    ).toHaveCount(0);
  });

  test("recently viewed on the home page shows the listing just viewed", async ({ page }) => {
    await openListingWithInspection(page);
    const path = new URL(page.url()).pathname;
    await page.goto("/");
    await hydrated(page);
    const section = page.getByTestId("recently-viewed");
    await expect(section).toBeVisible();
    await expect(section.locator(`a[href="${path}"]`).first()).toBeVisible();
  });

  test("wrong slug 301s, unknown id 404s with links to search, removed listing 410s with similar homes", async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of (404|410)/);
    await page.goto("/for-sale/melbourne-vic-3000/real-estate");
    const href = (await page.getByTestId("listing-card").first().getByRole("link").first().getAttribute("href")) ?? "";
    const id = href.split("/").pop();
    const moved = await request.get(`/homes/wrong-slug/${id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toMatch(new RegExp(`${href}$`));

    const missing = await page.goto("/homes/nowhere/123");
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByTestId("listing-not-found").getByRole("link", { name: "Search homes for sale" }),
    ).toBeVisible();

    const gone = await page.goto(`/homes/anything/${removedListingId(0)}`);
    expect(gone?.status()).toBe(410);
    await expect(page.getByTestId("listing-removed")).toContainText("This home is no longer available");
    await expect(page.getByTestId("listing-removed").getByTestId("listing-card").first()).toBeVisible();
  });
});
