/**
 * The alerts page's browser notifications in real Chromium. Playwright's contexts are incognito-like,
 * where Chromium refuses to subscribe (and offline there is no push service to reach), so what is
 * exercised here is what the browser does without one: the
 * permission asked on the click (granted or denied through the browser's own permission API), the
 * push-only service worker registered from our origin with its own scope and kept by the shell's
 * clean-up of older service workers, the switch's states and off switch, and the service worker's
 * `push` handler, fed a message through the DevTools protocol (ServiceWorker.deliverPushMessage)
 * exactly as the push service would hand it over, asserting the notification it shows. Sending
 * and encryption are tested through the Worker in tests/integration/alert-push.test.ts.
 */
import type { CDPSession, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { signedUpMember } from "../integration/auth/client";
import { hydrated, signIn } from "./support/member";
import { PUSH_MESSAGES } from "../../lib/alerts/push-notifications";

const ADD = "mutation Add($input: AddAlertInput!) { addAlert(input: $input) { ok alert { id name } } }";
const ENABLE =
  "mutation Enable($input: EnableAlertPushInput!) { enableAlertPush(input: $input) { ok error { message } } }";

/** A member signed in on this page with one instant alert. */
async function memberWithInstantAlert(page: Page, label: string) {
  const member = await signedUpMember(label);
  await signIn(page, member.email, member.password);
  const origin = new URL(page.url()).origin;
  const added = await page.request.post("/graphql", {
    headers: { origin },
    data: {
      query: ADD,
      variables: { input: { searchUrl: "/for-sale/bondi-nsw-2026/real-estate", frequency: "instant" } },
    },
  });
  const { addAlert } = (
    (await added.json()) as { data: { addAlert: { ok: boolean; alert: { id: string; name: string } } } }
  ).data;
  expect(addAlert.ok).toBe(true);
  return { origin, alert: addAlert.alert };
}

async function openAlerts(page: Page) {
  await page.goto("/alerts");
  await hydrated(page);
  await expect(page.getByTestId("alert")).toHaveCount(1);
  return page.getByTestId("alert-push");
}

/** The push worker's registration id, as the DevTools protocol reports registrations. */
async function pushRegistrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const registration = registrations.find((entry) => entry.scopeURL === scope && !entry.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return found;
}

test("notifications granted: the push worker registers for /push/, stays registered, and shows a pushed alert", async ({
  page,
  context,
  axe,
  consoleErrors,
}) => {
  const { origin, alert } = await memberWithInstantAlert(page, "e2e-push-granted");
  await context.grantPermissions(["notifications"], { origin });
  const push = await openAlerts(page);
  await expect(push.getByTestId("alert-push-state")).toHaveText("Browser notifications: off");
  await axe();

  // Keyboard: the switch is reached and pressed like any button.
  const turnOn = push.getByRole("button", { name: `Notify me in this browser about ${alert.name}` });
  await turnOn.focus();
  // Offline there is no push service to subscribe with: Chromium refuses, and the page says so.
  // Playwright's contexts are incognito-like, where Chromium refuses the Push API and logs why.
  consoleErrors.allow(/does not support the Push API in incognito mode/);
  await page.keyboard.press("Enter");
  await expect(push.getByTestId("alert-push-note")).toHaveText(PUSH_MESSAGES.subscribeFailed, { timeout: 30_000 });
  await expect(push.getByTestId("alert-push-state")).toHaveText("Browser notifications: off");

  // The push-only worker is registered from our origin with its own scope…
  const scope = `${origin}/push/`;
  const registered = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((registration) => ({
        scope: registration.scope,
        script: (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL,
      })),
    );
  await expect.poll(registered).toEqual([{ scope, script: `${origin}/push-sw.js` }]);
  // …and the shell's clean-up of old service workers leaves it alone on the next page load.
  await page.reload();
  await hydrated(page);
  await expect.poll(registered).toEqual([{ scope, script: `${origin}/push-sw.js` }]);

  // A push as the push service hands it over: the worker shows the notification.
  const cdp = await context.newCDPSession(page);
  const registrationId = await pushRegistrationId(cdp, scope);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/push/");
    if (!registration?.active) throw new Error("the push worker is not active");
  });
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId,
    data: JSON.stringify({
      title: `A new home for “${alert.name}”`,
      body: "12 Campbell Parade, Bondi · Auction",
      url: "https://elsewhere.example/for-sale/bondi-nsw-2026/real-estate",
      icon: "/icon.svg",
      tag: `alert-${alert.id}`,
    }),
  });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration("/push/");
      return (await registration!.getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        url: (notification.data as { url: string }).url,
      }));
    });
  await expect.poll(shown, { timeout: 20_000 }).toEqual([
    {
      title: `A new home for “${alert.name}”`,
      body: "12 Campbell Parade, Bondi · Auction",
      tag: `alert-${alert.id}`,
      // A click opens our own page, whatever origin the message named.
      url: `${origin}/for-sale/bondi-nsw-2026/real-estate`,
    },
  ]);
});

test("notifications denied: the page says so in words and nothing breaks", async ({ page, context }) => {
  const { origin } = await memberWithInstantAlert(page, "e2e-push-denied");
  const cdp = await context.newCDPSession(page);
  // Playwright can grant a permission but not deny one; the browser's own protocol can, per context.
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", {
    permission: { name: "notifications" },
    setting: "denied",
    origin,
    browserContextId: targetInfo.browserContextId,
  });
  const push = await openAlerts(page);
  await expect(push.getByTestId("alert-push-note")).toHaveText(PUSH_MESSAGES.denied);
  await push.getByRole("button", { name: /Notify me in this browser/ }).click();
  await expect(push.getByTestId("alert-push-note")).toHaveText(PUSH_MESSAGES.denied);
  await expect(push.getByTestId("alert-push-state")).toHaveText("Browser notifications: off");
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  // The rest of the alert still works.
  await expect(page.getByTestId("alert").getByRole("button", { name: "Rename" })).toBeEnabled();
});

test("notifications on: the state says so and the off switch turns them off", async ({ page, axe }) => {
  const { origin, alert } = await memberWithInstantAlert(page, "e2e-push-off");
  // A subscription as another browser of this member made it (this one cannot reach a push service offline).
  const keys = "B" + "A".repeat(86);
  const enabled = await page.request.post("/graphql", {
    headers: { origin },
    data: {
      query: ENABLE,
      variables: {
        input: {
          alertId: alert.id,
          subscription: { endpoint: `https://push.example/e2e-${Date.now()}`, p256dh: keys, auth: "A".repeat(22) },
        },
      },
    },
  });
  expect(((await enabled.json()) as { data: { enableAlertPush: { ok: boolean } } }).data.enableAlertPush.ok).toBe(true);
  const push = await openAlerts(page);
  await expect(push.getByTestId("alert-push-state")).toHaveText("Browser notifications: on");
  await axe();
  await push.getByRole("button", { name: `Turn off browser notifications for ${alert.name}` }).click();
  await expect(push.getByTestId("alert-push-state")).toHaveText("Browser notifications: off");
  await expect(push.getByRole("button", { name: /Notify me in this browser/ })).toBeVisible();
});
