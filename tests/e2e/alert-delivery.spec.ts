import { test, expect } from "./fixtures";

import { post, signedUpMember } from "../integration/auth/client";
import { listNewBondiHouse, openLocalD1 } from "../support/local-d1";
import { hydrated } from "./support/member";

const ADD = "mutation Add($input: AddAlertInput!) { addAlert(input: $input) { ok alert { id } } }";

/** A new listing of a Bondi house whose street is shown, with a way to take it off again. */
function listNewHouse(): { id: number; street: string; remove(): void } {
  const db = openLocalD1();
  try {
    const { id, street } = listNewBondiHouse(db, "l.address_hidden = 0");
    return {
      id,
      street,
      remove: () => {
        const again = openLocalD1();
        again.prepare("DELETE FROM listings WHERE id = ?").run(id);
        again.close();
      },
    };
  } finally {
    db.close();
  }
}

test("a new home that fits reaches the member by e-mail; unsubscribe in one click; clear the count", async ({
  page,
  axe,
  request,
}) => {
  const member = await signedUpMember("e2e-alert-mail");
  const added = await post(
    "/graphql",
    { query: ADD, variables: { input: { searchUrl: "/for-sale/bondi-nsw-2026/real-estate", frequency: "instant" } } },
    member.jar,
  );
  expect(((await added.json()) as { data: { addAlert: { ok: boolean } } }).data.addAlert.ok).toBe(true);

  // The cron, as Cloudflare would fire it: the first tick places the watermark if none did before.
  const tick = async () => expect((await request.get("/cdn-cgi/local/scheduled")).status()).toBe(200);
  await tick();
  const listing = listNewHouse();
  try {
    await tick();

    // The e-mail arrives in the development mailbox, with the home and the one-click header.
    await expect
      .poll(
        async () => {
          await page.goto(`/dev/mailbox?to=${encodeURIComponent(member.email)}`);
          return page.getByRole("row").filter({ hasText: member.email }).filter({ hasText: "new home" }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await axe();
    await page.getByRole("row").filter({ hasText: member.email }).getByRole("link").first().click();
    const message = page.getByTestId("mailbox-message");
    await expect(message).toContainText(listing.street);
    await expect(message).toContainText(`/${listing.id}`);
    await expect(message.locator('[data-header="List-Unsubscribe-Post"]')).toHaveText("List-Unsubscribe=One-Click");
    await expect(message.locator('[data-header="List-Unsubscribe"]')).toContainText("/api/alerts/unsubscribe?token=");
    await axe();
    const text = (await message.locator("pre").textContent()) ?? "";
    const unsubscribe = new URL(/\S+\/unsubscribe\/alert\?token=\S+/.exec(text)![0]);

    // Signed in, /alerts counts the new home; clearing it reloads the list.
    await page.goto("/sign-in?returnTo=/alerts");
    await hydrated(page);
    await page.getByLabel("E-mail").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("alerts-page")).toBeVisible();
    await hydrated(page);
    const alert = page.getByTestId("alert");
    await expect(alert.getByTestId("alert-new-count")).toHaveText("1 new home since you last looked");
    await axe();
    await alert.getByRole("button", { name: "Clear new homes" }).click();
    await expect(alert.getByTestId("alert-new-count")).toHaveText("No new homes since you last looked");

    // The mail's unsubscribe link asks first (opening it changes nothing), then one click stops it.
    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(page.getByRole("heading", { name: "Stop alert e-mails" })).toBeVisible();
    await axe();
    await page.getByRole("button", { name: "Stop these e-mails" }).click();
    await expect(page.getByTestId("unsubscribed")).toContainText("You will no longer get e-mails for the alert");
    await axe();
    await page.goto("/alerts");
    await hydrated(page);
    await expect(alert.getByLabel("How often")).toHaveValue("none");
  } finally {
    listing.remove();
  }
});
