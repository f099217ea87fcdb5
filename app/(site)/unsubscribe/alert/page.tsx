import type { Metadata } from "next";
import Link from "next/link";
import { ALERT_ONE_CLICK_UNSUBSCRIBE_PATH } from "@/lib/alerts/alert-rules";
import { alertMailConfig } from "@/lib/services/alerts/alert-mail-config";
import { alertOfUnsubscribeLink } from "@/lib/services/alerts/unsubscribe";
import { requestContext } from "@/lib/services/request-context";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export const metadata: Metadata = {
  title: "Stop alert e-mails",
  robots: { index: false },
  referrer: "no-referrer",
};

/**
 * An alert e-mail's unsubscribe link opens this page. Opening it changes nothing (mail scanners
 * open links); the button posts to the one-click address, which comes back here to say it is done.
 * A plain form: it works without JavaScript and needs no sign-in.
 */
export default async function AlertUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const link =
    typeof token === "string" && token.length > 0 && token.length <= 2048
      ? await alertOfUnsubscribeLink(requestContext(), token, alertMailConfig().secret)
      : undefined;
  return (
    <div className={styles.page}>
      <h1>Stop alert e-mails</h1>
      {!link || !link.ok ? (
        <p role="alert" className={styles.error}>
          {link?.message ?? "This unsubscribe link is not complete. Open it from the e-mail again."}
        </p>
      ) : link.silenced ? (
        <p role="status" className={styles.success} data-testid="unsubscribed">
          You will no longer get e-mails for the alert &ldquo;{link.name}&rdquo;.
        </p>
      ) : (
        <form
          className={styles.form}
          method="post"
          action={`${ALERT_ONE_CLICK_UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: token as string })}`}
        >
          <p>
            Stop e-mails for the alert &ldquo;{link.name}&rdquo;? It stays on your alerts page, where you can turn
            e-mails on again.
          </p>
          <input type="hidden" name="from" value="page" />
          <button type="submit" className={styles.button}>
            Stop these e-mails
          </button>
        </form>
      )}
      <p>
        <Link href="/alerts">Manage your alerts</Link>
      </p>
    </div>
  );
}
