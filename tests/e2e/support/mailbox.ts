import { expect, type Page } from "@playwright/test";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Opens the newest mail to `to` in the development mailbox the way a developer would (the list,
 * filtered to that recipient, then the message) and returns the first link in it matching `link`
 * as a path. Sign-up, forgot-password and invitations write their mail just after answering (their
 * timing must not tell whether an address is registered), so the mailbox is read again until that
 * mail is there. Filtering by recipient keeps other tests' mail from pushing it out of view.
 */
export async function linkInNewestMail(page: Page, to: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    await page
      .getByRole("row", { name: new RegExp(escapeRegExp(to)) })
      .getByRole("link")
      .first()
      .click({ timeout: 2_000 });
    const body = await page.getByTestId("mailbox-message").innerText();
    found = new RegExp(`https?://\\S+?(${link.source})`).exec(body)?.[0];
    expect(found, `a link matching ${link} in the newest mail to ${to}`).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  const url = new URL(found!);
  return url.pathname + url.search;
}
