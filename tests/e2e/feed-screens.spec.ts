// The feed screens in the browser, on the real Worker: an admin finds an office in /admin/feeds,
// issues it a key with a feed code (shown once, copied with the button), and revokes it after
// confirming, by keyboard; an office's principal opens its feeds in the agent hub, sees its runs
// (a done one with its counts, a failed one with its reason) and a run's report, and filters it to
// the rejected listings with what to fix. The runs are planted in the local D1 (the upload route
// fills them in production); each test uses its own office, code and key.
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";
import { signInAsStaff } from "./support/staff";
import { openLocalD1 } from "../support/local-d1";

const run = Date.now().toString(36).toUpperCase();

/** An office of the seed (not the first, which the seeded principal and other specs use) and a listing. */
function seededOffice(offset: number): { id: number; name: string; listingId: number } {
  const db = openLocalD1();
  try {
    const office = db.prepare("SELECT id, name FROM offices ORDER BY id LIMIT 1 OFFSET ?").get(offset) as {
      id: number;
      name: string;
    };
    const listing = db.prepare("SELECT id FROM listings ORDER BY id LIMIT 1").get() as { id: number };
    return { ...office, listingId: listing.id };
  } finally {
    db.close();
  }
}

/** Takes out what a test planted or made: its feed code, the keys of its key ids or maker, their runs. */
function removeFeedData(code: string, keys: { keyIds?: string[]; createdBy?: string }): void {
  const db = openLocalD1();
  try {
    const ids = [
      ...(keys.keyIds ?? []),
      ...(keys.createdBy
        ? (db.prepare("SELECT id FROM feed_keys WHERE created_by = ?").all(keys.createdBy) as { id: string }[]).map(
            (row) => row.id,
          )
        : []),
    ];
    for (const id of ids) {
      db.prepare("DELETE FROM feed_run_items WHERE run_id IN (SELECT id FROM feed_runs WHERE key_id = ?)").run(id);
      db.prepare("DELETE FROM feed_runs WHERE key_id = ?").run(id);
      db.prepare("DELETE FROM feed_key_offices WHERE key_id = ?").run(id);
      db.prepare("DELETE FROM feed_keys WHERE id = ?").run(id);
    }
    db.prepare("DELETE FROM feed_codes WHERE code = ?").run(code);
  } finally {
    db.close();
  }
}

/** What each test made, taken out after it whether it passed or not (the local D1 outlives the run). */
const cleanUps: (() => void)[] = [];
test.afterEach(() => {
  for (const cleanUp of cleanUps.splice(0)) cleanUp();
});

test("an admin issues an office a feed key, sees it once, and revokes it by keyboard", async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  const office = seededOffice(7);
  const code = `E2E${run}`;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const { memberId } = await signInAsStaff(page, `e2e-feed-admin-${run}`, "admin");
  cleanUps.push(() => removeFeedData(code, { createdBy: memberId }));

  await page.getByRole("link", { name: "Feed keys" }).click();
  await expect(page.getByRole("heading", { name: "Feed keys", level: 1 })).toBeVisible();
  await page.getByLabel("Office name or id").fill(office.name);
  await page.getByLabel("Office name or id").press("Enter");
  await page.locator(`a[href="/admin/feeds/${office.id}"]`).click();
  await expect(page.getByRole("heading", { name: `${office.name}: feed keys`, level: 1 })).toBeVisible();
  await hydrated(page);

  await page.getByLabel("Feed code (REAXML agentID), optional").fill(code);
  await page.getByRole("button", { name: "Issue a key" }).click();
  const shown = page.getByTestId("new-feed-key");
  await expect(shown).toHaveText(/^hffeed_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!;
  await expect(page.getByText("Copy this key now: you will not see it again.")).toBeVisible();
  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByText("Copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // The list gained the key's row (by its first characters) and the office its code.
  const prefix = key.slice(0, "hffeed_".length + 6);
  const row = page.getByTestId("feed-key-row").filter({ hasText: `${prefix}…` });
  await expect(row).toContainText("Live");
  await expect(page.getByTestId("feed-codes")).toContainText(code);
  await axe();

  // Shown once: after a reload only its first characters are on the page.
  await page.reload();
  await expect(row).toContainText(`Test e2e-feed-admin-${run}`);
  await expect(page.getByText(key)).toHaveCount(0);

  // Revoking asks first; all of it by keyboard.
  await row.locator("summary").focus();
  await page.keyboard.press("Enter");
  const confirm = row.getByRole("button", { name: `Yes, revoke ${prefix}…` });
  await expect(confirm).toBeVisible();
  await expect(row.getByText("This cannot be undone")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("admin-done")).toContainText(`Revoked ${prefix}…`);
  await expect(page.getByTestId("feed-key-row").filter({ hasText: `${prefix}…` })).toContainText("Revoked");
  await axe();
});

test("an office's principal reads its feed runs and a run's report in the hub, rejected lines first", async ({
  page,
  axe,
}) => {
  const office = seededOffice(8);
  const code = `E2EP${run}`;
  const keyId = randomUUID();
  const doneRun = randomUUID();
  const failedRun = randomUUID();
  const now = Date.now();
  cleanUps.push(() => removeFeedData(code, { keyIds: [keyId] }));
  const db = openLocalD1();
  try {
    db.prepare("INSERT INTO feed_codes (code, office_id, created_at) VALUES (?, ?, ?)").run(code, office.id, now);
    db.prepare(
      "INSERT INTO feed_keys (id, prefix, secret_hash, created_by, created_at) VALUES (?, 'hffeed_e2e', ?, 'e2e', ?)",
    ).run(keyId, randomUUID(), now);
    db.prepare("INSERT INTO feed_key_offices (key_id, office_id) VALUES (?, ?)").run(keyId, office.id);
    const insertRun = db.prepare(
      `INSERT INTO feed_runs (id, key_id, office_ids, status, created, updated, rejected, created_at, finished_at, failure)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    insertRun.run(doneRun, keyId, JSON.stringify([office.id]), "done", 1, 1, 2, now - 60_000, now - 50_000, null);
    insertRun.run(
      failedRun,
      keyId,
      JSON.stringify([office.id]),
      "failed",
      0,
      0,
      0,
      now - 30_000,
      now - 29_000,
      "The file is not well-formed XML: line 12, column 4.",
    );
    const insertItem = db.prepare(
      "INSERT INTO feed_run_items (run_id, agent_id, unique_id, outcome, listing_id, problems) VALUES (?, ?, ?, ?, ?, ?)",
    );
    insertItem.run(doneRun, code, `NEW-${run}`, "created", office.listingId, "[]");
    insertItem.run(doneRun, code, `UPD-${run}`, "updated", null, "[]");
    insertItem.run(
      doneRun,
      code,
      `BAD-${run}`,
      "rejected",
      null,
      JSON.stringify([{ path: "address/postcode", message: "Give the postcode: 4 digits, such as 3121." }]),
    );
    insertItem.run(
      doneRun,
      "NOPE",
      `ELSEWHERE-${run}`,
      "rejected",
      null,
      JSON.stringify([
        { path: "agentID", message: 'The agentID "NOPE" is not the feed code of an office this key may post for.' },
      ]),
    );
  } finally {
    db.close();
  }

  await signInAsStaff(page, `e2e-feed-principal-${run}`, "principal", office.id);
  // One office: the hub goes straight to its feeds.
  await page.goto("/agent-hub/feeds");
  await expect(page.getByRole("heading", { name: `${office.name}: listing feeds`, level: 1 })).toBeVisible();
  const rowOf = (id: string) =>
    page.getByTestId("feed-run-row").filter({ has: page.locator(`a[href$="/runs/${id}"]`) });
  await expect(rowOf(failedRun)).toContainText("Failed");
  await expect(rowOf(failedRun)).toContainText("line 12, column 4");
  await expect(rowOf(doneRun)).toContainText("Done");
  // Newest first: the failed run came after the done one.
  await expect(page.getByTestId("feed-run-row").first()).toContainText("Failed");
  // The principal manages the office's keys here too.
  await expect(page.getByRole("heading", { name: "Issue a key", level: 2 })).toBeVisible();
  await expect(page.getByTestId("feed-codes")).toContainText(code);
  await axe();

  await rowOf(doneRun).getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("feed-run-status")).toContainText("Done");
  const lines = page.getByTestId("feed-run-line");
  await expect(lines).toHaveCount(4);
  await expect(lines.filter({ hasText: `NEW-${run}` }).getByRole("link", { name: /^View listing/ })).toHaveAttribute(
    "href",
    new RegExp(`/homes/[a-z0-9-]+/${office.listingId}$`),
  );
  await axe();

  await page.getByRole("link", { name: "Rejected (2)" }).click();
  await expect(page.getByRole("heading", { name: "Rejected listings", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Rejected (2)" })).toHaveAttribute("aria-current", "page");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: `BAD-${run}` })).toContainText(
    "address/postcode: Give the postcode: 4 digits, such as 3121.",
  );
  await expect(lines.filter({ hasText: `NEW-${run}` })).toHaveCount(0);
  // No figure of a price anywhere in the report.
  await expect(page.getByTestId("feed-run")).not.toContainText("$");
  await axe();
});
