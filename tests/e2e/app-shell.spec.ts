// The shell every page has: offline banner, error view, version header, keyboard mode, mail outbox.
import { expect, test } from "./fixtures";

test.describe("app shell", () => {
  test("shows the offline banner while the browser is offline", async ({ page, context, consoleErrors }) => {
    // Prefetches and images still in flight when the connection drops fail; that is what offline means.
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("app-offline")).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByTestId("app-offline")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId("app-offline")).toHaveCount(0);
  });

  test("a rendering error shows the error view with Reload", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    consoleErrors.allow(/An error occurred in the Server Components render/);
    // The RSC client logs the server's error, redacted in production builds (React error #441).
    consoleErrors.allow(/Minified React error #441/);
    // The error view logs the server's error by its digest (the Worker reported it already).
    consoleErrors.allow(/Server rendering error/);
    await page.goto("/dev/error");
    const view = page.getByTestId("error-view");
    await expect(view).toBeVisible();
    await expect(view.getByRole("heading")).toHaveText("Sorry, the product is unable to load");
    await expect(view).toContainText("Please try and refresh the page");
    await expect(page.getByTestId("error-reload")).toBeVisible();
    await expect(page.getByTestId("error-home")).toHaveCount(0);
    const mailto = await page.getByTestId("error-email").getAttribute("href");
    expect(decodeURIComponent(mailto ?? "")).toContain("subject=Feedback - web application");
  });

  test("the not-found page offers Go Home instead of Reload", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto("/for-sale/melbourne-vic-3000/real-estate/not-a-facet");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-home")).toHaveAttribute("href", "/");
    await expect(page.getByTestId("error-reload")).toHaveCount(0);
  });

  test("the footer starts below the fold on a short page, so content streaming in cannot shift it in view", async ({
    page,
    consoleErrors,
  }) => {
    // The not-found view is the shortest page there is. Were the footer in view, a page whose
    // articles or results stream in after the first paint would push it down in sight (the blog
    // index measured CLS 0.46 in Lighthouse that way).
    consoleErrors.allow(/status of 404/);
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1350, height: 940 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/for-sale/melbourne-vic-3000/real-estate/not-a-facet");
      const footerTop = await page.getByTestId("site-footer").evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(viewport.height);
    }
  });

  test("HEAD /api/version answers with the version header and no body", async ({ request }) => {
    const response = await request.head("/api/version");
    expect(response.status()).toBeLessThan(300);
    expect(response.headers()["x-app-version"]).toMatch(/^homefront@\S+$/);
    expect(response.headers()["cache-control"]).toContain("no-store");
  });

  test("Tab turns on keyboard-navigation mode and a mouse press turns it off", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator("html")).toHaveClass(/keyboard-nav/);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator("html")).not.toHaveClass(/keyboard-nav/);
  });

  test("a contact message goes through the outbox to the development mailbox", async ({ page }) => {
    const marker = `Test ${Date.now()}`;
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel("Your name").fill("Pat Tester");
    await page.getByLabel("E-mail").fill(`pat.${Date.now()}@example.com`);
    await page.getByLabel("How can we help?").fill(`${marker}: the map does not show my street.`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-sent")).toBeVisible();
    await page.goto("/dev/mailbox");
    await page.getByRole("link", { name: "Support request from Pat Tester" }).first().click();
    await expect(page.getByTestId("mailbox-message")).toContainText(marker);
  });

  test("the contact form explains what is wrong with bad input and sends nothing", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
    await expect(page.getByText("Please tell us your name")).toBeVisible();
    await expect(page.getByTestId("contact-sent")).toHaveCount(0);
  });
});
