import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { requestContext } from "@/lib/services/request-context";
import { listMailbox } from "@/lib/services/mail/mailbox";
import { assertDevelopmentMailbox } from "./dev-only";
import styles from "./mailbox.module.css";

export const metadata: Metadata = { title: "Development mailbox", robots: { index: false } };

export default async function MailboxPage() {
  await connection();
  await assertDevelopmentMailbox();
  const messages = await listMailbox(requestContext());
  return (
    <div className={styles.page}>
      <h1>Development mailbox</h1>
      <p>
        Every e-mail the product sends is written to the outbox. Outside production it is delivered here, and nowhere
        else.
      </p>
      {messages.length === 0 ? (
        <p data-testid="mailbox-empty">No messages yet.</p>
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
