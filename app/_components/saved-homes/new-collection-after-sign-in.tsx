"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { COLLECTION_LIMITS } from "@/lib/collections/limits";
import styles from "./collection-picker.module.css";

/**
 * "Collections…" for a visitor: they name a new collection for this home, sign in, and it is
 * created with the home in it once they are back (the pending save, lib/collections/pending-save.ts).
 * A modal dialog like the members' picker: focus stays inside, Escape closes.
 */
export function NewCollectionAfterSignIn({
  title,
  onSubmit,
  onClose,
}: {
  title: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [name, setName] = useState("");

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed) onSubmit(trimmed);
  }

  function close() {
    dialog.current?.close();
    onClose();
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId} onClose={onClose}>
      <form onSubmit={submit} className={styles.form}>
        <h2 id={headingId} className={styles.heading}>
          Save to a new collection
        </h2>
        <p className={styles.listing}>{title}</p>
        <div className={styles.create}>
          <label htmlFor={`${headingId}-name`}>Name of the collection</label>
          <div className={styles.createRow}>
            <input
              id={`${headingId}-name`}
              value={name}
              required
              maxLength={COLLECTION_LIMITS.nameLength}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
        </div>
        <p className={styles.listing}>
          Sign in to keep it: the collection is created with this home once you are back.
        </p>
        <div className={styles.actions}>
          <button type="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={!name.trim()}>
            Sign in to save
          </button>
        </div>
      </form>
    </dialog>
  );
}
