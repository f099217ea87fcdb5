// Social sign-in end to end: a real OpenID provider (npm `oidc-provider`, PKCE required)
// on SOCIAL_PROVIDER_PORT, and a dedicated `wrangler dev` on SOCIAL_WORKER_PORT whose Google settings
// point at it (started before any test by tests/e2e/global-setup.ts). The browser goes /sign-in → "Continue with Google" → the provider's login form → back to
// the Worker's callback → /sign-in?providerName&authCode → signed in on the page it came from.
//
// The Worker is opened as http://localhost:<port>: wrangler dev hands the Worker that origin as the
// request URL whatever the browser typed, and the redirect URI (and so the flow cookie's host)
// follows the request URL (docs/auth.md, "Social sign-in in development").
import type { Browser, Page } from "@playwright/test";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc-provider";
import {
  SOCIAL_CLIENT_ID,
  SOCIAL_CLIENT_SECRET,
  SOCIAL_ISSUER,
  SOCIAL_ORIGIN as ORIGIN,
  SOCIAL_PROVIDER_PORT,
} from "../support/social-test-settings";
import { test, expect } from "./fixtures";
import { hydrated } from "./support/member";

const REFUSED = "unable to authenticate with Google";
// The browser logs the 401 of a refused exchange; the tests below expect exactly that.
const REFUSED_EXCHANGE_LOG = /status of 401 \(Unauthorized\) \(at [^)]*\/api\/user\/authenticatesocial:/;
// A failed social exchange is always reported (docs/observability.md), which logs it in the console.
const REFUSED_EXCHANGE_REPORT = /^social exchange failed AuthCallError: unable to authenticate with Google/;

let provider: TestOidcProvider | undefined;

// One provider and one Worker for the file: its tests run in order in one Playwright worker.
test.describe.configure({ mode: "default" });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: SOCIAL_CLIENT_ID,
    clientSecret: SOCIAL_CLIENT_SECRET,
    redirectUris: [`${ORIGIN}/auth/callback/google`],
    port: SOCIAL_PROVIDER_PORT,
  });
  // The Worker was started with this issuer (tests/e2e/global-setup.ts).
  expect(provider.issuer).toBe(SOCIAL_ISSUER);
});

test.afterAll(async () => {
  await provider?.stop();
});

const oidc = () => {
  if (!provider) throw new Error("the test provider did not start");
  return provider;
};
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const signInLink = (page: Page) => page.locator('[data-section="user"]', { hasText: "Sign in" });

/** From /sign-in (optionally with returnTo) to the provider's login form. */
async function openProviderLogin(page: Page, returnTo?: string) {
  await page.goto(returnTo ? `/sign-in?${new URLSearchParams({ returnTo })}` : "/sign-in");
  await hydrated(page);
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the test provider" })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(oidc().issuer);
}

async function submitProviderLogin(page: Page, email: string, name: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A code the provider issued to another browser's flow, caught before that browser could use it. */
async function codeIssuedElsewhere(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  try {
    const page = await context.newPage();
    // That browser's page hands the code to the Worker; the request is caught and never arrives.
    let code: string | undefined;
    await page.route("**/api/user/authenticatesocial", async (route) => {
      code = (route.request().postDataJSON() as { authCode?: string }).authCode;
      await route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({ message: "caught by the test" }),
      });
    });
    await openProviderLogin(page);
    await submitProviderLogin(page, uniqueEmail("elsewhere"), "Someone Else");
    await expect(page.locator("#sign-in-error")).toHaveText("caught by the test");
    expect(code, "the provider's code in the callback").toBeTruthy();
    return code!;
  } finally {
    await context.close();
  }
}

test("sign in with Google against a real OpenID provider, then the spent callback is refused", async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail("social");
  const callbacks: string[] = [];
  const authorizations: string[] = [];
  page.on("request", (request) => {
    if (!request.isNavigationRequest()) return;
    if (request.url().startsWith(`${ORIGIN}/auth/callback/google?`)) callbacks.push(request.url());
    if (request.url().startsWith(`${oidc().issuer}/auth?`)) authorizations.push(request.url());
  });
  const pageWithCode = page.waitForURL((url) => url.pathname === "/sign-in" && url.searchParams.has("authCode"));
  const before = oidc().grants;

  await openProviderLogin(page, "/account");
  // The authorization request carries PKCE (S256), state and nonce.
  expect(authorizations).toHaveLength(1);
  const authorization = new URL(authorizations[0]!);
  expect(authorization.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/auth/callback/google`);
  expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorization.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
  expect(authorization.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
  expect(authorization.searchParams.get("nonce")).toMatch(/^[\w-]{43}$/);
  await submitProviderLogin(page, email, "Sam Social");

  await pageWithCode;
  const codeUrl = page.url();
  // Signed in, on the page the sign-in started from, with the callback parameters gone.
  await expect(page.getByTestId("account-page")).toBeVisible();
  await expect(page).toHaveURL(`${ORIGIN}/account`);
  await expect(page.getByRole("button", { name: /Sam Social/ })).toBeVisible();
  await expect(signInLink(page)).toHaveCount(0);
  expect(oidc().grants.succeeded).toBe(before.succeeded + 1);
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem("auth-member") ?? "null") as {
        username?: string;
        email?: string;
        name?: string;
      } | null,
  );
  expect(stored).toMatchObject({ email, name: "Sam Social" });
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: { event: string; type: string }[] }).dataLayer ?? [],
  );
  expect(events.some((e) => e.event === "sign_up" && e.type === "google")).toBe(true);

  await page.goto(`/user/${encodeURIComponent(stored!.username!)}`);
  await expect(page.getByTestId("user-profile")).toContainText("Sam Social");
  await expect(page.getByTestId("user-profile")).toContainText(email);

  // Replays. The flow cookie (state, nonce, PKCE verifier) was spent by the exchange, so neither
  // the page URL with the code nor the provider's redirect works again, and the provider is not asked.
  consoleErrors.allow(REFUSED_EXCHANGE_LOG);
  consoleErrors.allow(REFUSED_EXCHANGE_REPORT);
  expect(callbacks).toHaveLength(1);
  await page.goto(codeUrl);
  await expect(page.locator("#sign-in-error")).toHaveText(REFUSED);
  await expect(page).toHaveURL(
    (url) => url.pathname === "/sign-in" && !url.searchParams.has("authCode") && !url.searchParams.has("providerName"),
  );
  await page.goto(callbacks[0]!);
  await expect(page.locator("#sign-in-error")).toHaveText(REFUSED);
  expect(oidc().grants).toEqual({ succeeded: before.succeeded + 1, failed: before.failed });

  // A second sign-in with the same provider account finds the same member (no second account).
  await page.getByRole("button", { name: /Sam Social/ }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(signInLink(page)).toBeVisible();
  // Forget the provider's own session too, so it asks for the login again.
  await page.context().clearCookies({ domain: new URL(oidc().issuer).hostname });
  await openProviderLogin(page, "/account");
  await submitProviderLogin(page, email, "Sam Social");
  await expect(page.getByTestId("account-page")).toBeVisible();
  const again = await page.evaluate(
    () => JSON.parse(localStorage.getItem("auth-member") ?? "null") as { username?: string } | null,
  );
  expect(again?.username).toBe(stored!.username);
  const loginEvents = await page.evaluate(
    () => (window as unknown as { dataLayer?: { event: string; type: string }[] }).dataLayer ?? [],
  );
  expect(loginEvents.some((e) => e.event === "login" && e.type === "google")).toBe(true);
});

test("the provider denies access: 'unable to authenticate with Google', no session", async ({ page }) => {
  await openProviderLogin(page, "/account");
  await page.getByRole("button", { name: "Deny access" }).click();
  await expect(page.locator("#sign-in-error")).toHaveText(REFUSED);
  await expect(page).toHaveURL(
    (url) => url.pathname === "/sign-in" && !url.searchParams.has("authError") && !url.searchParams.has("providerName"),
  );
  await expect(signInLink(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("auth-member"))).toBeNull();
});

test("a callback whose state does not match this browser's flow is refused", async ({ page }) => {
  const before = oidc().grants;
  await openProviderLogin(page);
  // The provider's answer forged (or meant for another browser): right issuer, wrong state.
  await page.goto(
    `/auth/callback/google?${new URLSearchParams({ code: "forged-code", state: "forged-state", iss: oidc().issuer })}`,
  );
  await expect(page.locator("#sign-in-error")).toHaveText(REFUSED);
  await expect(signInLink(page)).toBeVisible();
  expect(oidc().grants).toEqual(before);
});

test("a code issued to another browser's flow is refused by PKCE at the token endpoint", async ({
  page,
  browser,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_EXCHANGE_LOG);
  consoleErrors.allow(REFUSED_EXCHANGE_REPORT);
  const stolen = await codeIssuedElsewhere(browser);
  const before = oidc().grants;
  // This browser runs its own flow (its state checks out), but the code it exchanges is swapped for
  // the stolen one: the verifier in this browser's flow cookie does not match that code's challenge.
  await page.route("**/api/user/authenticatesocial", (route) =>
    route.continue({ postData: JSON.stringify({ providerName: "google", authCode: stolen }) }),
  );
  await openProviderLogin(page, "/account");
  await submitProviderLogin(page, uniqueEmail("victim"), "Vic Tim");
  await expect(page.locator("#sign-in-error")).toHaveText(REFUSED);
  await expect(signInLink(page)).toBeVisible();
  expect(oidc().grants).toEqual({ succeeded: before.succeeded, failed: before.failed + 1 });
});
