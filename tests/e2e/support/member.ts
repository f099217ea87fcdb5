// What browser tests of member features share: waiting for the page to hydrate, and signing in
// through the real form (the member itself is made with signedUpMember, over HTTP).
import { expect, type Browser, type Page } from "@playwright/test";

/**
 * The app shell marks <html> once React has hydrated: clicks before that would be lost. Waits
 * longer than an assertion does, because hydration on a loaded CI machine can take a while.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 60_000 });
}

/** Fills and sends the sign-in form of the page it is on (/sign-in, or where a save sent a visitor). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await hydrated(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in from /sign-in and waits until the header shows the member. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/sign-in");
  await submitSignIn(page, email, password);
  await expect(page.getByTestId("member-menu")).toBeVisible();
}

/** A second member in a browser context of their own (axe() checks the test's own page). */
export async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
}
