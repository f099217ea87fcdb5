"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useStoredMember } from "@/lib/session/client/member-store";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { requestOperation } from "@/lib/graphql/client";
import { AddAlertDocument } from "@/lib/graphql/generated/documents/AddAlert";
import { AlertForSearchDocument } from "@/lib/graphql/generated/documents/AlertForSearch";
import { UpdateAlertDocument } from "@/lib/graphql/generated/documents/UpdateAlert";
import { trackAlertEvent } from "@/lib/tracking/alert-events";
import { readEditingAlert, stopEditingAlert, type EditingAlert } from "./editing-alert";
import { forgetPendingAlert, readPendingAlert, storePendingAlert, type PendingAlert } from "./pending-alert";
import styles from "./save-search.module.css";

type Saved = { id: string; name: string };
type State = { kind: "unknown" } | { kind: "unsaved" } | { kind: "saving" } | { kind: "saved"; alert: Saved };

const hereUrl = () => window.location.pathname + window.location.search;

async function createAlert(searchUrl: string, name?: string): Promise<Saved | string> {
  const { addAlert } = await requestOperation(AddAlertDocument, { input: { searchUrl, ...(name ? { name } : {}) } });
  if (!addAlert.ok || !addAlert.alert) return addAlert.error?.message ?? "Error creating Alert";
  const alert = { id: String(addAlert.alert.id), name: addAlert.alert.name };
  trackAlertEvent("added_title", { alertId: alert.id, title: alert.name });
  if (name) trackAlertEvent("has_title", { alertId: alert.id, title: alert.name });
  return alert;
}

/**
 * "Save search" on buy and rent results. The page around it is the same for everyone (the edge
 * page cache serves it), so whether this search is already an alert is asked from the browser.
 * A visitor's save is kept in the browser and created after sign-in (pending-alert.ts).
 */
export function SaveSearch() {
  const member = useStoredMember();
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: "unknown" });
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<EditingAlert | null>(null);

  useEffect(() => {
    if (!member) return;
    let live = true;
    (async () => {
      const editingNow = readEditingAlert();
      if (editingNow) {
        setEditing(editingNow);
        return;
      }
      const pending: PendingAlert | null = readPendingAlert();
      if (pending) {
        forgetPendingAlert();
        const created = await createAlert(pending.searchUrl, pending.name);
        if (typeof created === "string") setError(created);
        else if (pending.searchUrl === hereUrl()) window.scrollTo({ top: pending.pagePosition });
      }
      const { alertForSearch } = await requestOperation(AlertForSearchDocument, { searchUrl: hereUrl() });
      if (!live) return;
      setState(
        alertForSearch
          ? { kind: "saved", alert: { id: String(alertForSearch.id), name: alertForSearch.name } }
          : { kind: "unsaved" },
      );
    })().catch(() => live && setState({ kind: "unsaved" }));
    return () => {
      live = false;
    };
  }, [member]);

  // A visitor's answer needs no request: their save goes through sign-in.
  const shown: State = member ? state : { kind: "unsaved" };

  async function save() {
    setError(null);
    if (!member) {
      storePendingAlert({ searchUrl: hereUrl(), pagePosition: Math.round(window.scrollY) });
      router.push(signInPathFor(hereUrl(), "save-search"));
      return;
    }
    setState({ kind: "saving" });
    try {
      const created = await createAlert(hereUrl());
      if (typeof created === "string") {
        setError(created);
        setState({ kind: "unsaved" });
      } else setState({ kind: "saved", alert: created });
    } catch {
      setError("Error creating Alert");
      setState({ kind: "unsaved" });
    }
  }

  /** "Edit filters" from the alerts page: this search replaces the alert's. */
  async function update(alert: EditingAlert) {
    setError(null);
    try {
      const { updateAlert } = await requestOperation(UpdateAlertDocument, {
        input: { alertId: alert.id, searchUrl: hereUrl() },
      });
      if (!updateAlert.ok || !updateAlert.alert) {
        setError(updateAlert.error?.message ?? "Error updating Alert");
        return;
      }
      trackAlertEvent("changed_locations", { alertId: alert.id, title: updateAlert.alert.name });
      stopEditingAlert();
      router.push(`/alerts#alert-${alert.id}`);
    } catch {
      setError("Error updating Alert");
    }
  }

  if (editing) {
    return (
      <div className={styles.saveSearch} data-testid="save-search">
        <button type="button" className={styles.button} onClick={() => update(editing)}>
          Update alert “{editing.name}” to this search
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            stopEditingAlert();
            setEditing(null);
          }}
        >
          Stop editing
        </button>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={styles.saveSearch} data-testid="save-search">
      {shown.kind === "saved" ? (
        <p className={styles.saved} role="status">
          Saved as an alert: <strong>{shown.alert.name}</strong>{" "}
          <Link href={`/alerts#alert-${shown.alert.id}`}>Edit alert</Link>
        </p>
      ) : (
        <button
          type="button"
          className={styles.button}
          onClick={save}
          disabled={shown.kind === "saving" || shown.kind === "unknown"}
        >
          {shown.kind === "saving" ? "Saving…" : "Save search"}
        </button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
