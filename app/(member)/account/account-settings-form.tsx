"use client";

import { useState, type FormEvent } from "react";
import { storeMember } from "@/lib/session/client/member-store";
import { UpdateAccountSettingsDocument } from "@/lib/graphql/generated/documents/UpdateAccountSettings";
import { requestOperation } from "@/lib/graphql/client";
import type { AccountMember } from "@/lib/services/members/member";
import { AuthField } from "@/app/_components/auth-form/auth-field";
import styles from "@/app/_components/auth-form/auth-form.module.css";

/** Name, picture and e-mail preferences through the updateAccountSettings mutation. */
export function AccountSettingsForm({ account }: { account: AccountMember }) {
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    setPending(true);
    setStatus(null);
    try {
      const { updateAccountSettings: result } = await requestOperation(UpdateAccountSettingsDocument, {
        input: {
          name: text("name"),
          avatarUrl: text("avatarUrl"),
          emailAlerts: form.get("emailAlerts") === "on",
          emailFollowUpdates: form.get("emailFollowUpdates") === "on",
          emailNewsletter: form.get("emailNewsletter") === "on",
        },
      });
      if (result.ok && result.account) {
        storeMember({ ...result.account, id: String(result.account.id) } as AccountMember);
        setFieldErrors({});
        setStatus({ ok: true, message: "Your settings are saved." });
      } else {
        setFieldErrors(Object.fromEntries((result.error?.inputErrors ?? []).map((e) => [e.field, e.message])));
        setStatus({ ok: false, message: result.error?.message ?? "Your settings could not be saved." });
      }
    } catch {
      setStatus({ ok: false, message: "Your settings could not be saved. Please try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="settings-heading">
      <h2 id="settings-heading">Your details</h2>
      {status && (
        <p role={status.ok ? "status" : "alert"} className={status.ok ? styles.success : styles.error}>
          {status.message}
        </p>
      )}
      <AuthField
        idPrefix="settings"
        name="name"
        label="Name"
        autoComplete="name"
        defaultValue={account.name}
        required
        error={fieldErrors.name}
      />
      <AuthField
        idPrefix="settings"
        name="avatarUrl"
        label="Picture address (optional)"
        type="url"
        defaultValue={account.avatarUrl ?? ""}
        hint="An https:// link to a square picture."
        error={fieldErrors.avatarUrl}
      />
      <fieldset>
        <legend>E-mail me about</legend>
        <label className={styles.checkbox}>
          <input type="checkbox" name="emailAlerts" defaultChecked={account.emailPreferences.alerts} /> New listings
          matching my alerts
        </label>
        <label className={styles.checkbox}>
          <input type="checkbox" name="emailFollowUpdates" defaultChecked={account.emailPreferences.followUpdates} />{" "}
          News from agents, suburbs and questions I follow
        </label>
        <label className={styles.checkbox}>
          <input type="checkbox" name="emailNewsletter" defaultChecked={account.emailPreferences.newsletter} /> Tips and
          market news
        </label>
      </fieldset>
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? "Saving…" : "Save settings"}
      </button>
    </form>
  );
}
