import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { z } from "zod";
import { requestContext } from "@/lib/services/request-context";
import { listMailbox } from "@/lib/services/mail/mailbox";
import { assertDevelopmentMailbox } from "./dev-only";
import styles from "./mailbox.module.css";

export const metadata: Metadata = { title: "Development mailbox", robots: { index: false } };

/** `?to=` shows only the mail to that address; anything that is not an address shows everything. */
const recipientSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

export default async function MailboxPage({ searchParams }: { searchParams: Promise<{ to?: string | string[] }> }) {
  await connection();
  await assertDevelopmentMailbox();
  const parsed = recipientSchema.safeParse((await searchParams).to);
  const to = parsed.success ? parsed.data : undefined;
  const messages = await listMailbox(requestContext(), { to });
  return (
    <div className={styles.page}>
      <h1>Development mailbox</h1>
      <p>
        Every e-mail the product sends is written to the outbox. Outside production it is delivered here, and nowhere
        else.
      </p>
      <form method="get" className={styles.filter} role="search">
        <label htmlFor="mailbox-to">Recipient</label>
        <input id="mailbox-to" name="to" type="email" defaultValue={to ?? ""} autoComplete="off" />
        <button type="submit">Show</button>
        {to && <Link href="/dev/mailbox">All messages</Link>}
      </form>
      {messages.length === 0 ? (
        <p data-testid="mailbox-empty">{to ? `No messages to ${to} yet.` : "No messages yet."}</p>
      ) : (
        <table className={styles.table} data-testid="mailbox">
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id}>
                <td>
                  <time dateTime={m.createdAt}>{m.createdAt.replace("T", " ").slice(0, 19)}</time>
                </td>
                <td>{m.to}</td>
                <td>
                  <Link href={`/dev/mailbox/${m.id}`}>{m.subject}</Link>
                </td>
                <td>{m.kind}</td>
                <td>{m.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
