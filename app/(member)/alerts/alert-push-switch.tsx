"use client";

import { useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import { EnableAlertPushDocument } from "@/lib/graphql/generated/documents/EnableAlertPush";
import { UpdateAlertDocument } from "@/lib/graphql/generated/documents/UpdateAlert";
import { ALERT_MESSAGES } from "@/lib/alerts/alert-rules";
import { browserCanPush, PUSH_MESSAGES } from "@/lib/alerts/push-notifications";
import styles from "./alerts.module.css";

type Change = (
  work: () => Promise<{ ok: boolean; error?: { message: string } | null }>,
  fallback: string,
) => Promise<boolean>;

/**
 * An instant alert's notifications in this browser: on asks the browser (permission only on this
 * click), saves its subscription and turns the alert's notifications on; off turns them off. What
 * the browser cannot or will not do is said in words, and the e-mail goes on regardless.
 */
export function AlertPushSwitch({
  alert,
  pushKey,
  change,
}: {
  alert: { id: string; name: string; frequency: string; pushEnabled: boolean };
  pushKey: string;
  change: Change;
}) {
  // The alerts list renders only in the browser (it loads there), so reading the browser here is safe.
  const [supported] = useState(browserCanPush);
  const [note, setNote] = useState<string | null>(() =>
    supported && Notification.permission === "denied" ? PUSH_MESSAGES.denied : null,
  );
  const [busy, setBusy] = useState(false);

  if (alert.frequency !== "instant") return null;

  async function turnOn() {
    setBusy(true);
    setNote(null);
    try {
      const { subscribeThisBrowser } = await import("./browser-push");
      const result = await subscribeThisBrowser(pushKey);
      if (!result.ok) setNote(result.message);
      else
        await change(
          async () =>
            (
              await requestOperation(EnableAlertPushDocument, {
                input: { alertId: alert.id, subscription: result.subscription },
              })
            ).enableAlertPush,
          PUSH_MESSAGES.subscribeFailed,
        );
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setNote(null);
    await change(
      async () =>
        (await requestOperation(UpdateAlertDocument, { input: { alertId: alert.id, pushEnabled: false } })).updateAlert,
      ALERT_MESSAGES.updateFailed,
    );
    setBusy(false);
  }

  return (
    <div className={styles.push} data-testid="alert-push">
      <p data-testid="alert-push-state">
        Browser notifications: <strong>{alert.pushEnabled ? "on" : "off"}</strong>
      </p>
      {supported === false ? (
        <p>{PUSH_MESSAGES.unsupported}</p>
      ) : alert.pushEnabled ? (
        <button type="button" onClick={turnOff} aria-busy={busy} disabled={busy}>
          Turn off browser notifications<span className="visually-hidden"> for {alert.name}</span>
        </button>
      ) : (
        <button type="button" onClick={turnOn} aria-busy={busy} disabled={busy}>
          Notify me in this browser<span className="visually-hidden"> about {alert.name}</span>
        </button>
      )}
      {note && (
        <p role="status" data-testid="alert-push-note">
          {note}
        </p>
      )}
    </div>
  );
}
