// Reading the development mailbox (/dev/mailbox) from a test, over HTTP. Sign-up, forgot-password
// and invitations write their mail after answering, so the newest mail to an address may land a
// moment after the response the test saw: read again until it holds what the test looks for.
// The list is asked for one recipient (`?to=`), so mail that other tests send meanwhile can never
// push it out of view.

export type ReadPage = (path: string) => Promise<string>;

const POLL_MS = 200;

/**
 * The first match of `pattern` in the newest mail to `to` (its text, HTML entities decoded),
 * waiting for that mail up to `deadlineMs`.
 */
export async function matchInNewestMail(
  read: ReadPage,
  to: string,
  pattern: RegExp,
  deadlineMs = 20_000,
): Promise<RegExpExecArray> {
  const giveUpAt = Date.now() + deadlineMs;
  for (;;) {
    const list = await read(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    const id = /href="\/dev\/mailbox\/([\w-]+)"/.exec(list)?.[1];
    const message = id ? decodeEntities(await read(`/dev/mailbox/${id}`)) : "";
    const match = pattern.exec(message);
    if (match) return match;
    if (Date.now() > giveUpAt)
      throw new Error(
        id ? `the newest mail to ${to} has no ${pattern}` : `no mail to ${to} in the development mailbox`,
      );
    // Polling the mailbox until the mail is there (a condition), not waiting a fixed time.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function decodeEntities(html: string): string {
  return html
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'");
}
