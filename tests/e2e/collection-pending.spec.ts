// A collection started while signed out is kept in the browser and created after sign-in: the
// visitor names a new collection for a home, signs in, lands back where they were with the home
// saved, and /collections holds the new collection with that home. On a phone and a desktop.
import { signedUpMember } from "../integration/auth/client";
import { test, expect } from "./fixtures";
import { hydrated, submitSignIn } from "./support/member";

const RESULTS = "/for-sale/melbourne-vic-3000/real-estate";

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a new collection started signed out is created after sign-in (${viewport.width} px)`, async ({ page, axe }) => {
    const member = await signedUpMember(`e2e-pending-collection-${viewport.width}`);
    const name = `Beach shortlist ${viewport.width}`;
    await page.setViewportSize(viewport);
    await page.goto(RESULTS);
    await hydrated(page);
    const card = page.getByTestId("listing-card").nth(1);
    const title = await card.getByRole("heading").innerText();

    // Signed out, "Collections…" asks for the new collection's name, then sends the visitor to sign in.
    await card.getByRole("button", { name: `Choose collections for ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Save to a new collection" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name of the collection")).toBeInViewport();
    await axe();
    await dialog.getByLabel("Name of the collection").fill(name);
    await dialog.getByRole("button", { name: "Sign in to save" }).click();
    await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
    const stored = await page.evaluate(() => window.localStorage.getItem("pending-collection"));
    expect(JSON.parse(stored!)).toMatchObject({ collectionName: name });

    // Back on the results after signing in: the home is saved, and the stored copy is gone.
    await submitSignIn(page, member.email, member.password);
    await expect(page).toHaveURL(new RegExp(RESULTS));
    await hydrated(page);
    const heart = page
      .getByTestId("listing-card")
      .filter({ hasText: title })
      .first()
      .getByRole("button", { name: `Save ${title}` });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => window.localStorage.getItem("pending-collection"))).toBeNull();

    // The collection exists with that one home, and no default collection was made instead.
    await page.goto("/collections");
    await hydrated(page);
    const collection = page.getByTestId("collection-card").filter({ hasText: name });
    await expect(collection).toContainText("1 home");
    await expect(page.getByTestId("collection-card")).toHaveCount(1);
    await axe();
  });
}
