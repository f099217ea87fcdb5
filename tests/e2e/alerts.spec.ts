import { test, expect } from "./fixtures";

import { signedUpMember } from "../integration/auth/client";
import { hydrated } from "./support/member";

const SEARCH = "/for-sale/bondi-nsw-2026/real-estate";

test("save a search signed out, sign in, find the alert, rename it and edit its filters", async ({ page, axe }) => {
  const member = await signedUpMember("e2e-alerts");

  // Signed out: the save is kept in the browser and the visitor goes to sign in.
  await page.goto(SEARCH);
  await hydrated(page);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
  expect(await page.evaluate(() => window.localStorage.getItem("unsaved-alert"))).toContain(SEARCH);
  await hydrated(page);
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  // Back on the search: the alert was created and the local copy removed.
  await expect(page).toHaveURL(new RegExp(`${SEARCH}$`));
  await expect(page.getByTestId("save-search").getByRole("status")).toContainText("Bondi, NSW For Sale");
  expect(await page.evaluate(() => window.localStorage.getItem("unsaved-alert"))).toBeNull();
  await axe();

  // The alerts page lists it; a rename reloads the list.
  await page.getByRole("link", { name: "Edit alert" }).click();
  await expect(page.getByTestId("alerts-page")).toBeVisible();
  await hydrated(page);
  const alert = page.getByTestId("alert");
  await expect(alert).toHaveCount(1);
  await expect(alert.getByRole("heading")).toHaveText("Bondi, NSW For Sale");
  await expect(alert.getByTestId("alert-new-count")).toHaveText("No new homes since you last looked");
  await axe();
  await alert.getByRole("button", { name: "Rename" }).click();
  await alert.getByLabel("Name").fill("Beach homes");
  await alert.getByRole("button", { name: "Save name" }).click();
  await expect(alert.getByRole("heading")).toHaveText("Beach homes");
  await alert.getByLabel("How often").selectOption("weekly");
  await expect(alert.getByLabel("How often")).toHaveValue("weekly");

  // Edit filters: the search page offers to update the alert with the search on screen.
  await alert.getByRole("button", { name: "Edit filters" }).click();
  await expect(page).toHaveURL(new RegExp(SEARCH));
  await hydrated(page);
  await page.goto("/for-sale/coogee-nsw-2034/real-estate");
  await hydrated(page);
  await page.getByRole("button", { name: /Update alert “Beach homes” to this search/ }).click();
  await expect(page.getByTestId("alerts-page")).toBeVisible();
  await expect(alert.locator("p").first()).toContainText("Coogee");

  // Reloaded, the saved search shows as saved rather than offering a duplicate.
  await page.goto("/for-sale/coogee-nsw-2034/real-estate");
  await hydrated(page);
  await expect(page.getByTestId("save-search").getByRole("status")).toContainText("Beach homes");

  // Delete asks first (alert-delete.spec.ts covers the question); confirmed, the list is empty.
  await page.goto("/alerts");
  await hydrated(page);
  await page.getByRole("button", { name: "Delete Beach homes" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByTestId("alerts-empty")).toBeVisible();
});
