// Sign-out racing the page's own session requests. The header fetches the member on
// load and refreshes the session on window focus; a person who comes back to the tab and clicks
// "Sign out" starts both at once. An answer the server sent before the sign-out but that reaches
// the page after it must not bring the member back: neither in the header nor in the cookies.
//
// Each test holds one answer back (route interception) until the sign-out has gone through, then
// lets it arrive, so the late answer happens every time, not only on a slow machine.
import type { Page, Route } from "@playwright/test";
import { baseURL } from "../support/base-url";
import { matchInNewestMail } from "../support/dev-mailbox";
import { test, expect } from "./fixtures";
import { hydrated } from "./support/member";

const signInLink = (page: Page) => page.locator('[data-section="user"]', { hasText: "Sign in" });
const storedMember = (page: Page) => page.evaluate(() => localStorage.getItem("auth-member"));
const SESSION_COOKIES = ["hf_at", "hf_auth", "hf_signed_in"];

/** Signs a new member up and confirms the address through the development mailbox: the page's context holds the session. */
async function signUpAndConfirm(page: Page, name: string) {
  const email = `sign-out-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  // page.request shares the browser context's cookies; auth calls must carry this site's Origin.
  const headers = { origin: baseURL() };
  const signUp = await page.request.post("/api/users", {
    headers,
    data: { name, email, password: "tram koala wattle" },
  });
  expect(signUp.status()).toBe(202);
  // The mail is written just after the 202: wait for it in the mailbox.
  const [, token] = await matchInNewestMail(
    async (path) => (await page.request.get(path)).text(),
    email,
    /\/verify-email\?token=([\w-]+)/,
  );
  const confirmed = await page.request.post("/api/user/tokenexchange", {
    headers,
    data: { type: "email-verification", token },
  });
  expect(confirmed.status()).toBe(200);
}

/** Intercepts matching requests: each gets its real answer at once, delivered only when released. */
async function holdAnswers(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const delivered: Promise<void>[] = [];
  let held!: () => void;
  const firstHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route(url, (route: Route) => {
    const delivery = (async () => {
      // Answered now, while the session is still on: the server's answer from before the sign-out.
      const response = await route.fetch();
      held();
      await released;
      await route.fulfill({ response });
    })();
    delivered.push(delivery);
    return delivery;
  });
  return {
    firstHeld,
    release: async () => {
      release();
      await Promise.all(delivered);
    },
  };
}

async function signOutFromHeader(page: Page, name: string) {
  await page.getByRole("button", { name: new RegExp(name) }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
}

/** Signed out for good: header, stored member, cookies, and the server on the next page. */
async function expectSignedOut(page: Page) {
  await expect(signInLink(page)).toBeVisible();
  expect(await storedMember(page)).toBeNull();
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies.filter((name) => SESSION_COOKIES.includes(name))).toEqual([]);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Faccount/);
}

test("a member answer that arrives after sign-out does not sign the member back in", async ({ page }) => {
  await signUpAndConfirm(page, "Lee Late-Answer");
  // The header shows the member the browser stores (pages are the shared cached copy), so a first
  // page stores it; on the next page load the header checks the member again (GET
  // /api/user/me), and that answer is held back.
  await page.goto("/");
  await expect.poll(() => storedMember(page)).not.toBeNull();
  const member = await holdAnswers(page, "**/api/user/me");
  await page.goto("/");
  await hydrated(page);
  await member.firstHeld;
  const signedOut = page.waitForResponse((response) => response.url().endsWith("/api/user/signout"));
  await signOutFromHeader(page, "Lee Late-Answer");
  await signedOut;
  await member.release();
  await expectSignedOut(page);
});

test("a session refresh that answers after sign-out does not sign the member back in", async ({ page }) => {
  await signUpAndConfirm(page, "Ray Refresh");
  await page.goto("/");
  await hydrated(page);
  // The header's first check has stored the member.
  await expect.poll(() => storedMember(page)).not.toBeNull();
  // Coming back to the tab refreshes the session (POST /api/user/authcookies); its answer, with
  // new session cookies, is held back.
  const refresh = await holdAnswers(page, "**/api/user/authcookies");
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await refresh.firstHeld;
  const signedOut = page.waitForResponse((response) => response.url().endsWith("/api/user/signout"));
  await signOutFromHeader(page, "Ray Refresh");
  // The page has let go of the member (when it does so is the page's business: before or after
  // the server's answer); only then does the refresh answer arrive.
  await expect.poll(() => storedMember(page)).toBeNull();
  await refresh.release();
  await signedOut;
  await expectSignedOut(page);
});
