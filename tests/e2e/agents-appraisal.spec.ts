// An owner asks local agents for an appraisal: their address and suburb (the search box's
// suggestions), the agents who sell most there, two of them chosen (never more than three), and
// both e-mails in the development mailbox.

import { expect, test } from "./fixtures";
import { signedUpMember } from "../integration/auth/client";
import { openLocalD1 } from "../support/local-d1";
import { hydrated, signIn } from "./support/member";

/** The suburb where most agents sold in the last 12 months (at least four, to try a fourth). */
function busySuburb(): { slug: string; name: string; displayText: string } {
  const db = openLocalD1();
  try {
    const row = db
      .prepare(
        `SELECT s.slug AS slug, s.name AS name, s.state_code AS state, s.postcode AS postcode FROM listings l
         JOIN locations s ON s.id = l.suburb_id
         WHERE l.status_type = 'sold' AND l.sold_at >= ?
         GROUP BY s.id HAVING count(DISTINCT l.agent_id) >= 4
         ORDER BY count(DISTINCT l.agent_id) DESC, s.id LIMIT 1`,
      )
      .get(Date.now() - 300 * 86_400_000) as { slug: string; name: string; state: string; postcode: string };
    return { slug: row.slug, name: row.name, displayText: `${row.name}, ${row.state} ${row.postcode}` };
  } finally {
    db.close();
  }
}

test.describe("appraisal requests", () => {
  test("an owner enters their address, picks two of their suburb's best agents and both e-mails arrive", async ({
    page,
    axe,
  }) => {
    const suburb = busySuburb();
    await page.goto(`/agents?location=${suburb.slug}`);
    await page.getByTestId("finder-appraisal-link").click();
    await expect(page).toHaveURL(new RegExp(`/appraisal\\?location=${suburb.slug}$`));
    // Back to the first step, as an owner arriving from the header would start.
    await page.goto("/appraisal");
    await hydrated(page);
    // A street number of this run's own, so its e-mails are told apart from other runs' in the mailbox.
    const street = `${1 + (Date.now() % 9000)} Kookaburra Street`;
    const address = `${street}, ${suburb.displayText}`;
    await page.getByLabel("Street address").fill(street);
    await page.getByTestId("appraisal-suburb-input").fill(`${suburb.name} ${suburb.displayText.slice(-4)}`);
    await page.getByTestId("appraisal-suburb-suggestion").filter({ hasText: suburb.displayText }).click();
    await expect(page).toHaveURL(
      new RegExp(`/appraisal\\?location=${suburb.slug}&address=${street.replace(/ /g, "\\+")}$`),
    );
    await expect(page.getByTestId("appraisal-agents-heading")).toHaveText(
      `The agents who sell most in ${suburb.displayText}`,
    );
    await hydrated(page);
    const form = page.getByTestId("appraisal-form");
    await expect(form.getByLabel(`Street address in ${suburb.name}`)).toHaveValue(street);
    await expect(form.getByTestId("appraisal-evidence").first()).toContainText(
      `sold in ${suburb.name} in the last 12 months`,
    );
    await axe();

    const cards = form.getByTestId("appraisal-agent");
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    const boxes = cards.getByRole("checkbox");
    // Three chosen: the rest cannot be ticked until one is unticked.
    for (const i of [0, 1, 2]) await boxes.nth(i).check();
    await expect(boxes.nth(3)).toBeDisabled();
    await expect(form.getByText("3 of 3 chosen: untick one to choose another.")).toBeVisible();
    await boxes.nth(2).uncheck();
    await expect(boxes.nth(3)).toBeEnabled();
    const chosen = [
      ((await cards.nth(0).getByRole("heading").textContent()) ?? "").trim(),
      ((await cards.nth(1).getByRole("heading").textContent()) ?? "").trim(),
    ];

    const owner = `Olive Owner ${Date.now()}`;
    const email = `${owner.toLowerCase().replace(/ /g, ".")}@example.com`;
    await form.getByLabel("Your name").fill(owner);
    await form.getByLabel("E-mail").fill(email);
    // First without a phone: the field is marked and nothing is sent.
    await form.getByRole("button", { name: "Ask 2 agents for an appraisal" }).click();
    await expect(page.getByTestId("appraisal-error")).toHaveText(
      "Please give a phone number so the agents can arrange a visit",
    );
    await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await axe();
    await form.getByLabel("Phone").fill("0412 345 678");
    await form.getByRole("button", { name: "Ask 2 agents for an appraisal" }).click();
    await expect(page.getByTestId("appraisal-sent")).toContainText(
      `We asked ${chosen.join(", ")} for an appraisal of ${address}. They will contact you at ${email}`,
    );

    // Both agents' e-mails, each to a different agent and reply-to the owner.
    const rows = page
      .getByTestId("mailbox")
      .getByRole("row")
      .filter({ hasText: `Appraisal request: ${address}` });
    await expect(async () => {
      await page.goto("/dev/mailbox");
      await expect(rows).toHaveCount(2, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const recipients = await rows.locator("td:nth-child(2)").allInnerTexts();
    expect(new Set(recipients).size).toBe(2);
    await rows.first().getByRole("link").click();
    await expect(page.getByTestId("mailbox-message")).toContainText(email);
  });

  test("a signed-in member comes from an agent's profile: that agent is ticked and their name and e-mail filled in", async ({
    page,
  }) => {
    const member = await signedUpMember("appraisal-e2e");
    await signIn(page, member.email, member.password);
    await page.goto("/agents?location=bondi-nsw-2026");
    await page.getByTestId("agent-result").first().getByRole("link").first().click();
    const name = ((await page.getByTestId("agent-name").textContent()) ?? "").trim();
    await page.getByTestId("agent-appraisal-link").click();
    await expect(page).toHaveURL(/\/appraisal\?location=[a-z0-9-]+&agent=\d+$/);
    await hydrated(page);
    const form = page.getByTestId("appraisal-form");
    await expect(form.getByRole("checkbox", { name })).toBeChecked();
    await expect(form.getByLabel("Your name")).toHaveValue(`Test appraisal-e2e`);
    await expect(form.getByLabel("E-mail")).toHaveValue(member.email);
    await expect(form.getByText("1 of 3 chosen.")).toBeVisible();
  });
});
