// Deleting an alert asks first, as deleting a collection does: "Keep it" leaves the alert and puts
// focus back on Delete; "Yes, delete" removes it. On a phone and on a desktop, by keyboard.
import { test, expect } from "./fixtures";

import { post, signedUpMember } from "../integration/auth/client";
import { hydrated, signIn } from "./support/member";

const ADD = `mutation Add($input: AddAlertInput!) { addAlert(input: $input) { ok error { message } } }`;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`deleting an alert asks first, and "Keep it" keeps it (${viewport.width} px)`, async ({ page, axe }) => {
    const member = await signedUpMember(`e2e-alert-delete-${viewport.width}`);
    for (const [name, searchUrl] of [
      ["Bondi homes", "/for-sale/bondi-nsw-2026/real-estate"],
      ["Coogee homes", "/for-sale/coogee-nsw-2034/real-estate"],
    ]) {
      const response = await post("/graphql", { query: ADD, variables: { input: { name, searchUrl } } }, member.jar);
      expect(((await response.json()) as { data: { addAlert: { ok: boolean } } }).data.addAlert.ok).toBe(true);
    }
    // Signed in first: on a phone the member menu that signIn waits for sits behind the menu button.
    await signIn(page, member.email, member.password);
    await page.setViewportSize(viewport);
    await page.goto("/alerts");
    await hydrated(page);
    const alerts = page.getByTestId("alert");
    await expect(alerts).toHaveCount(2);
    const bondi = alerts.filter({ has: page.getByRole("heading", { name: "Bondi homes" }) });

    // By keyboard: Delete asks, focus goes to "Keep it", which keeps the alert and returns to Delete.
    const remove = bondi.getByRole("button", { name: "Delete Bondi homes" });
    await remove.focus();
    await page.keyboard.press("Enter");
    const question = bondi.getByRole("group", { name: "Delete Bondi homes?" });
    await expect(question).toBeVisible();
    await expect(question).toContainText("Delete “Bondi homes”?");
    const keep = question.getByRole("button", { name: "Keep it" });
    await expect(keep).toBeFocused();
    await expect(keep).toBeInViewport();
    await axe();
    await page.keyboard.press("Enter");
    await expect(question).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(alerts).toHaveCount(2);

    // Asked again and confirmed: that alert goes, the other stays, and nothing is wider than the screen.
    await remove.click();
    const confirm = question.getByRole("button", { name: "Yes, delete" });
    await expect(confirm).toBeInViewport();
    const box = await confirm.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await confirm.click();
    await expect(alerts).toHaveCount(1);
    await expect(alerts.getByRole("heading")).toHaveText("Coogee homes");
  });
}
