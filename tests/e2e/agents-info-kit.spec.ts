// An agent's information kit: the agent writes their fees in the hub, the public kit shows them,
// and the kit prints without the site's header, footer or its own buttons.

import { openLocalD1 } from "../support/local-d1";
import { expect, test } from "./fixtures";
import { hydrated, signIn } from "./support/member";
import { AGENT_DEMO_PASSWORD } from "@/lib/db/seed/agent-members";

/** A seeded agent with a member account that no other test sets fees for. */
function kitAgent(): { name: string; email: string } {
  const db = openLocalD1();
  try {
    return db
      .prepare(
        `SELECT a.first_name || ' ' || a.last_name AS name, m.email AS email FROM agents a
         JOIN agent_members am ON am.agent_id = a.id JOIN members m ON m.id = am.member_id
         WHERE m.id LIKE 'seed-agent-%' ORDER BY a.id DESC LIMIT 1 OFFSET 11`,
      )
      .get() as { name: string; email: string };
  } finally {
    db.close();
  }
}

test("an agent sets their fees in the hub; the info kit shows them and prints as the kit alone", async ({
  page,
  axe,
}) => {
  const agent = kitAgent();
  await signIn(page, agent.email, AGENT_DEMO_PASSWORD);
  await page.goto("/agent-hub");
  await page.getByRole("link", { name: "Your information kit and fees" }).click();
  await expect(page.getByTestId("info-kit-settings")).toBeVisible();
  await hydrated(page);

  const fees = `Commission ${Date.now() % 97}% of the price <incl. GST>.`;
  const editor = page.getByTestId("fees-editor");
  await editor.getByLabel("Your fees").fill(`${fees}\n\nMarketing agreed with you before the campaign.`);
  await editor.getByRole("button", { name: "Save fees" }).click();
  await expect(editor.getByRole("status")).toContainText("Saved.");
  await axe();

  await editor.getByRole("link", { name: "Your information kit" }).click();
  await expect(page.getByTestId("info-kit-name")).toHaveText(`${agent.name}: information kit`);
  const kitFees = page.getByTestId("info-kit-fees");
  // Two paragraphs, the typed "<…>" as text.
  await expect(kitFees.getByRole("paragraph")).toHaveText([fees, "Marketing agreed with you before the campaign."]);
  await expect(
    page.getByTestId("info-kit-results").or(page.getByText(/has no sold or leased results yet/)),
  ).toBeVisible();
  await hydrated(page);
  await axe();

  // "Download PDF" opens the browser's print dialog.
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => void counted.printed++;
  });
  await page.getByRole("button", { name: "Download PDF" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // Printed: the kit alone.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("site-header")).toBeHidden();
  await expect(page.getByTestId("site-footer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeHidden();
  await expect(kitFees).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByTestId("site-header")).toBeVisible();
});
