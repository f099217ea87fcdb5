import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { linkInNewestMail } from "./support/mailbox";
import { hydrated } from "./support/member";

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Follows the link to `path` in the newest mail to `to`. */
async function followMailedLink(page: Page, to: string, path: string) {
  await page.goto(await linkInNewestMail(page, to, new RegExp(`${path}\\?token=[\\w-]+`)));
  await hydrated(page);
}

/**
 * After an auth form is sent: the account page. When it does not come, the test fails with what
 * the browser shows instead (the form's error, or another page), which CI's log then reports.
 */
async function expectAccountPage(page: Page) {
  const formError = page.locator("main form [role=alert]");
  try {
    await expect(page.getByTestId("account-page").or(formError)).toBeVisible();
  } catch (error) {
    const main = await page
      .locator("main")
      .innerText()
      .catch(() => "(no main)");
    throw new Error(`no account page at ${page.url()}; the page says: ${main.slice(0, 400)}`, { cause: error });
  }
  expect(await formError.allTextContents(), `the form's error at ${page.url()}`).toEqual([]);
}

test("sign up, confirm, sign out, sign in and see the profile", async ({ page, axe, consoleErrors }) => {
  // The browser logs the refused common password (400) and the wrong password (401) this test sends on purpose.
  consoleErrors.allow(/status of 400 \(Bad Request\) \(at [^)]*\/api\/users:/);
  consoleErrors.allow(/status of 401 \(Unauthorized\) \(at [^)]*\/api\/user\/signin:/);
  const email = uniqueEmail("e2e");
  await page.goto("/sign-up");
  await hydrated(page);
  await axe();
  await page.getByLabel("Your name").fill("Casey Example");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Create account" }).click();
  // Common passwords are refused, next to the field.
  await expect(page.locator("#sign-up-password-error")).toContainText("too common");
  await page.getByLabel("Password").fill("wattle tram harbour");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("sign-up-accepted")).toBeVisible();

  await followMailedLink(page, email, "/verify-email");
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expectAccountPage(page);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("auth-member") ?? "null")?.name)).toBe(
    "Casey Example",
  );

  await page.getByRole("button", { name: /Casey Example/ }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.locator('[data-section="user"]', { hasText: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("auth-member"))).toBeNull();

  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Faccount/);
  await hydrated(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("not my password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("#sign-in-error")).toHaveText("The e-mail address or password is incorrect");
  await page.getByLabel("Password").fill("wattle tram harbour");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectAccountPage(page);
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: { event: string; type: string }[] }).dataLayer ?? [],
  );
  expect(events.some((e) => e.event === "login" && e.type === "email")).toBe(true);

  await page.getByRole("link", { name: "See your profile" }).click();
  await expect(page.getByTestId("user-profile")).toContainText("Casey Example");
  await expect(page.getByTestId("user-profile")).toContainText(email);
  await axe();
});

test("forgot password through the development mailbox", async ({ page }) => {
  const email = uniqueEmail("forgot");
  await page.goto("/sign-up");
  await hydrated(page);
  await page.getByLabel("Your name").fill("Robin Forgetful");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("first passphrase here");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("sign-up-accepted")).toBeVisible();

  await page.goto("/forgot-password");
  await hydrated(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByTestId("forgot-password-accepted")).toContainText("If an account uses that e-mail address");

  await followMailedLink(page, email, "/reset-password");
  await page.getByLabel("New password").fill("second passphrase here");
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expectAccountPage(page);
  await expect(page.getByTestId("member-menu")).toContainText("Robin Forgetful");
});
