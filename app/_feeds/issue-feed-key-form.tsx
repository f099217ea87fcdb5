"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect } from "react";
import { CopyButton } from "./copy-button";
import { issueFeedKeyAction, type IssuedKeyState } from "./feed-key-actions";
import styles from "./feeds.module.css";

/**
 * Issues a feed key for the office, optionally giving it a feed code (REAXML agentID). The key is
 * shown here once, with a copy button; the list of keys below is refreshed to show its prefix.
 */
export function IssueFeedKeyForm({ officeId, officeName }: { officeId: number; officeName: string }) {
  const [state, issue, pending] = useActionState<IssuedKeyState, FormData>(issueFeedKeyAction, null);
  const router = useRouter();
  const issuedKey = state?.key;
  useEffect(() => {
    // The key stays in this form's state; the server-rendered list gains its row.
    if (issuedKey) router.refresh();
  }, [issuedKey, router]);

  return (
    <form action={issue} className={styles.form}>
      <input type="hidden" name="officeId" value={officeId} />
      <label className={styles.field}>
        Feed code (REAXML agentID), optional
        <input
          name="code"
          maxLength={40}
          pattern="[A-Za-z0-9_\-]+"
          autoComplete="off"
          aria-describedby="feed-code-help"
        />
      </label>
      <p id="feed-code-help" className={styles.muted}>
        Letters, digits, - and _. Give one when the office&apos;s software sends a code it does not have yet; it becomes{" "}
        {officeName}&apos;s.
      </p>
      <div>
        <button type="submit" className={styles.button} disabled={pending}>
          {pending ? "Issuing…" : "Issue a key"}
        </button>
      </div>
      {state?.error ? (
        <p role="alert" className={styles.error} data-testid="feed-key-error">
          {state.error}
        </p>
      ) : null}
      <div className={issuedKey ? styles.newKey : undefined}>
        {/* Always there, so the key's arrival is announced. */}
        <div role="status">
          {issuedKey ? (
            <>
              <p>
                <strong>Copy this key now: you will not see it again.</strong> We keep only its first characters (
                <code>{state?.prefix}…</code>). Put it in the office&apos;s software as the feed&apos;s key (sent as{" "}
                <code>Authorization: Bearer</code>).
              </p>
              <output data-testid="new-feed-key" className={styles.key}>
                <code>{issuedKey}</code>
              </output>
            </>
          ) : null}
        </div>
        {issuedKey ? <CopyButton text={issuedKey} label="Copy key" className={styles.button} /> : null}
      </div>
    </form>
  );
}
