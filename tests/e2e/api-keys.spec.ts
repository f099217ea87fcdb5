import { test, expect } from "./fixtures";
import { signInAsStaff } from "./support/staff";

/**
 * An admin creates a partner's API key in /admin/api-keys: the key is shown once, works at once
 * against /api/v1, is listed by its first characters only, and stops working when revoked.
 */
const run = Math.random().toString(36).slice(2, 8);

test("an admin creates a key, sees it once, and revokes it", async ({ page, request, axe }) => {
  await signInAsStaff(page, `e2e-keys-${run}`, "admin");
  await expect(page).toHaveURL(/\/admin\/experiments/);

  await page.getByRole("link", { name: "API keys" }).click();
  await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();
  await page.locator("html[data-hydrated='true']").waitFor();
  const name = `Partner ${run}`;
  await page.getByLabel("Who it is for").fill(name);
  await page.getByLabel("read-write (may send enquiries)").check();
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^hf_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!;
  await axe();

  const read = await request.get("/api/v1/listing/243661347", { headers: { "x-api-key": key } });
  expect(read.status()).toBe(200);

  // Shown once: after a reload only the first characters are on the page.
  await page.reload();
  const row = page.getByTestId("api-key-row").filter({ hasText: name });
  await expect(row).toContainText(`${key.slice(0, 10)}…`);
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByTestId("admin-done")).toContainText("Revoked");
  const refused = await request.get("/api/v1/listing/243661347", { headers: { "x-api-key": key } });
  expect(refused.status()).toBe(401);
});
