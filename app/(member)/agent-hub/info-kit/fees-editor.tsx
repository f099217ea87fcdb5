"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { FEES_TEXT_MAX_LENGTH } from "@/lib/agents/info-kit";
import { requestOperation } from "@/lib/graphql/client";
import { UpdateMyFeesTextDocument } from "@/lib/graphql/generated/documents/UpdateMyFeesText";
import styles from "../agent-hub.module.css";

/** The agent's fees in their own words (plain text; a blank line starts a new paragraph). */
export function FeesEditor({ initialFees, infoKitUrl }: { initialFees: string; infoKitUrl: string }) {
  const id = useId();
  const [fees, setFees] = useState(initialFees);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setSaved(false);
    try {
      const { updateMyFeesText: result } = await requestOperation(UpdateMyFeesTextDocument, { feesText: fees });
      if (result.ok) {
        setFees(result.infoKit?.feesText ?? "");
        setSaved(true);
      } else setError(result.error?.message ?? "Sorry, we could not save your fees. Please try again.");
    } catch {
      setError("Sorry, we could not save your fees. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={save} className={styles.form} data-testid="fees-editor">
      <div className={styles.field}>
        <label htmlFor={`${id}-fees`}>Your fees</label>
        <textarea
          id={`${id}-fees`}
          rows={8}
          value={fees}
          maxLength={FEES_TEXT_MAX_LENGTH}
          aria-describedby={`${id}-count`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setFees(e.target.value);
            setSaved(false);
          }}
        />
        <p id={`${id}-count`} className={styles.muted}>
          {fees.length.toLocaleString("en-AU")} of {FEES_TEXT_MAX_LENGTH.toLocaleString("en-AU")} characters. Leave it
          empty to take your fees off the kit.
        </p>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p role="status">
        {saved && (
          <>
            Saved. <Link href={infoKitUrl}>Your information kit</Link> shows it now.
          </>
        )}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={pending}>
          {pending ? "Saving…" : "Save fees"}
        </button>
      </div>
    </form>
  );
}
