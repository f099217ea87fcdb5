import type { Metadata } from "next";
import { Fragment } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requestContext } from "@/lib/services/request-context";
import { readMailboxMessage } from "@/lib/services/mail/mailbox";
import { assertDevelopmentMailbox } from "../dev-only";
import styles from "../mailbox.module.css";

export const metadata: Metadata = { title: "Message - Development mailbox", robots: { index: false } };

export default async function MailboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  await assertDevelopmentMailbox();
  const { id } = await params;
  const message = await readMailboxMessage(requestContext(), id);
  if (!message) notFound();
  return (
    <article className={styles.page} data-testid="mailbox-message">
      <p>
        <Link href="/dev/mailbox">← All messages</Link>
      </p>
      <h1>{message.subject}</h1>
      <dl className={styles.headers}>
        <dt>From</dt>
        <dd>{message.from}</dd>
        <dt>To</dt>
        <dd>{message.to}</dd>
        {message.replyTo && (
          <>
            <dt>Reply to</dt>
            <dd>{message.replyTo}</dd>
          </>
        )}
        {message.headers.map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd data-header={name}>{value}</dd>
          </Fragment>
        ))}
        <dt>Status</dt>
        <dd>
          {message.status}
          {message.lastError ? ` (${message.lastError})` : ""}
        </dd>
      </dl>
      <pre className={styles.body}>{message.text}</pre>
    </article>
  );
}
