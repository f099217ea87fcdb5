"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import type { AlertFieldsFragment, AlertFrequency } from "@/lib/graphql/generated/operations";
import { AddAlertDocument } from "@/lib/graphql/generated/documents/AddAlert";
import { AlertsDocument } from "@/lib/graphql/generated/documents/Alerts";
import { ClearAlertNewListingsDocument } from "@/lib/graphql/generated/documents/ClearAlertNewListings";
import { DeleteAlertDocument } from "@/lib/graphql/generated/documents/DeleteAlert";
import { UpdateAlertDocument } from "@/lib/graphql/generated/documents/UpdateAlert";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_MESSAGES,
  MAX_ALERT_NAME_LENGTH,
  newHomesCount,
} from "@/lib/alerts/alert-rules";
import { trackAlertEvent } from "@/lib/tracking/alert-events";
import { startEditingAlert } from "../../(site)/_components/save-search/editing-alert";
import { forgetPendingAlert, readPendingAlert } from "../../(site)/_components/save-search/pending-alert";
import { AlertPushSwitch } from "./alert-push-switch";
import styles from "./alerts.module.css";

type Alert = Omit<AlertFieldsFragment, "id"> & { id: string };

/** The alerts list: loaded in the browser for the signed-in member, and reloaded after every change. */
export function AlertsManager({ pushKey }: { pushKey: string | null }) {
  const [alerts, setAlerts] = useState<Alert[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setAlerts(
        (await requestOperation(AlertsDocument, {})).alerts.map((alert) => ({ ...alert, id: String(alert.id) })),
      );
    } catch {
      setError("Your alerts could not be loaded. Please try again.");
    }
  }, []);

  useEffect(() => {
    (async () => {
      // A search saved before signing in that no results page has created yet.
      const pending = readPendingAlert();
      if (pending) {
        forgetPendingAlert();
        const { addAlert } = await requestOperation(AddAlertDocument, { input: { searchUrl: pending.searchUrl } });
        if (addAlert.ok && addAlert.alert)
          trackAlertEvent("added_title", { alertId: String(addAlert.alert.id), title: addAlert.alert.name });
        else setError(addAlert.error?.message ?? ALERT_MESSAGES.createFailed);
      }
      await reload();
    })().catch(() => setError("Your alerts could not be loaded. Please try again."));
  }, [reload]);

  /** Runs one change; on success the list reloads, on failure the product's message shows. */
  const change = useCallback(
    async (work: () => Promise<{ ok: boolean; error?: { message: string } | null }>, fallback: string) => {
      setError(null);
      try {
        const result = await work();
        if (!result.ok) setError(result.error?.message ?? fallback);
        else await reload();
        return result.ok;
      } catch {
        setError(fallback);
        return false;
      }
    },
    [reload],
  );

  if (alerts === null) {
    return error ? (
      <p role="alert">{error}</p>
    ) : (
      <p role="status" aria-busy="true">
        Loading your alerts…
      </p>
    );
  }
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {alerts.length === 0 ? (
        <p data-testid="alerts-empty">
          You have no alerts yet. <Link href="/for-sale/real-estate">Start a search</Link> and choose “Save search”.
        </p>
      ) : (
        <ul className={styles.list} data-testid="alerts-list">
          {alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} change={change} pushKey={pushKey} />
          ))}
        </ul>
      )}
    </>
  );
}

function AlertItem({
  alert,
  change,
  pushKey,
}: {
  alert: Alert;
  /** The VAPID public key (null: push is not set up here). */
  pushKey: string | null;
  change: (
    work: () => Promise<{ ok: boolean; error?: { message: string } | null }>,
    fallback: string,
  ) => Promise<boolean>;
}) {
  const router = useRouter();
  const [renaming, setRenaming] = useState(false);
  // Deleting asks first, as deleting a collection does: one stray tap must not lose an alert.
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const headingId = `alert-${alert.id}-name`;

  // Focus follows the question: to "Keep it" when it appears, back to Delete when it is answered
  // with "Keep it", so a keyboard user never lands on the page's top.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function remove() {
    setDeleting(true);
    const ok = await change(
      async () => (await requestOperation(DeleteAlertDocument, { alertId: alert.id })).deleteAlert,
      ALERT_MESSAGES.deleteFailed,
    );
    // On success the list reloads without this alert; on failure the question goes and the error shows.
    if (!ok) {
      setDeleting(false);
      setConfirming(false);
    }
  }

  async function rename(form: FormData) {
    const name = String(form.get("name") ?? "");
    const ok = await change(
      async () => (await requestOperation(UpdateAlertDocument, { input: { alertId: alert.id, name } })).updateAlert,
      ALERT_MESSAGES.updateFailed,
    );
    if (ok) {
      trackAlertEvent("edited_title", { alertId: alert.id, title: name });
      trackAlertEvent("has_title", { alertId: alert.id, title: name });
      setRenaming(false);
    }
  }

  return (
    <li id={`alert-${alert.id}`} className={styles.alert} aria-labelledby={headingId} data-testid="alert">
      <h2 id={headingId} className={styles.name}>
        {alert.name}
      </h2>
      <p className={styles.description}>{alert.description}</p>
      <p data-testid="alert-new-count">
        {alert.unseenCount === 0
          ? "No new homes since you last looked"
          : `${newHomesCount(alert.unseenCount)} new ${alert.unseenCount === 1 ? "home" : "homes"} since you last looked`}
      </p>
      <p>
        <Link href={alert.searchUrl}>See the search</Link>
      </p>
      <label className={styles.field}>
        How often
        <select
          value={alert.frequency}
          onChange={(event) =>
            change(
              async () =>
                (
                  await requestOperation(UpdateAlertDocument, {
                    input: { alertId: alert.id, frequency: event.target.value as AlertFrequency },
                  })
                ).updateAlert,
              ALERT_MESSAGES.updateFailed,
            )
          }
        >
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {ALERT_FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </select>
      </label>
      {pushKey && <AlertPushSwitch alert={alert} pushKey={pushKey} change={change} />}
      {renaming ? (
        <form action={rename} className={styles.rename}>
          <label className={styles.field}>
            Name
            <input name="name" defaultValue={alert.name} required maxLength={MAX_ALERT_NAME_LENGTH} autoFocus />
          </label>
          <button type="submit">Save name</button>
          <button type="button" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      ) : null}
      <div className={styles.actions}>
        {!renaming && (
          <button type="button" onClick={() => setRenaming(true)}>
            Rename
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            startEditingAlert({ id: alert.id, name: alert.name });
            router.push(alert.searchUrl);
          }}
        >
          Edit filters
        </button>
        <button
          type="button"
          disabled={alert.unseenCount === 0}
          onClick={() =>
            change(
              async () =>
                (await requestOperation(ClearAlertNewListingsDocument, { alertId: alert.id })).deleteAlertNewListing,
              ALERT_MESSAGES.clearFailed,
            )
          }
        >
          Clear new homes
        </button>
        {confirming ? (
          <span
            role="group"
            aria-label={`Delete ${alert.name}?`}
            className={styles.confirm}
            data-testid="alert-confirm-delete"
          >
            <span>Delete “{alert.name}”? You will stop hearing about new homes for this search.</span>
            <button type="button" className={styles.danger} disabled={deleting} onClick={remove}>
              Yes, delete
            </button>
            <button type="button" ref={keepButton} disabled={deleting} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <button type="button" ref={deleteButton} onClick={() => setConfirming(true)}>
            Delete<span className="visually-hidden"> {alert.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
