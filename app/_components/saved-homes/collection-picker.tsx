"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { COLLECTION_FAILURE, failureText } from "@/lib/collections/messages";
import { requestOperation } from "@/lib/graphql/client";
import { AddCollectionsDocument } from "@/lib/graphql/generated/documents/AddCollections";
import { MyCollectionsDocument } from "@/lib/graphql/generated/documents/MyCollections";
import { UpdateListingInCollectionsDocument } from "@/lib/graphql/generated/documents/UpdateListingInCollections";
import { setSavedCollections } from "./saved-state";
import styles from "./collection-picker.module.css";

interface Choice {
  id: string;
  name: string;
}

/**
 * Picks several collections for one listing at once (a modal dialog: focus stays inside, Escape
 * closes), with a field to create a collection on the spot. Saving sends one
 * updateListingInCollections with what to add and what to remove.
 */
export function CollectionPicker({
  listingId,
  title,
  username,
  current,
  onClose,
}: {
  listingId: string;
  title: string;
  username: string;
  current: readonly string[];
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [checked, setChecked] = useState<Set<string>>(() => new Set(current));
  const [newName, setNewName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
    let live = true;
    requestOperation(MyCollectionsDocument, { username, imageCount: 0 })
      .then(({ collections }) => {
        if (live)
          setChoices(
            collections
              .filter((c) => c.viewerRole === "owner" || c.viewerRole === "collaborator")
              .map((c) => ({ id: String(c.id), name: c.name })),
          );
      })
      .catch(() => live && setError("Your collections could not be loaded. Please try again."));
    return () => {
      live = false;
    };
  }, [username]);

  function toggle(id: string) {
    setChecked((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function create() {
    const name = newName.trim();
    if (!name) return;
    setBusy(true);
    setError(null);
    try {
      const { addCollections } = await requestOperation(AddCollectionsDocument, { username, items: [{ name }] });
      if (!addCollections.ok) {
        setError(failureText(COLLECTION_FAILURE.add, addCollections.error?.message));
        return;
      }
      const made = addCollections.collections.map((c) => ({ id: String(c.id), name: c.name }));
      setChoices((before) => [...made, ...(before ?? [])]);
      setChecked((before) => new Set([...before, ...made.map((c) => c.id)]));
      setNewName("");
    } catch {
      setError(COLLECTION_FAILURE.add);
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const addToCollectionIds = [...checked].filter((id) => !current.includes(id));
    const removeFromCollectionIds = current.filter((id) => !checked.has(id));
    try {
      const { updateListingInCollections: result } = await requestOperation(UpdateListingInCollectionsDocument, {
        username,
        listingId,
        addToCollectionIds,
        removeFromCollectionIds,
      });
      if (!result.ok) {
        setError(failureText(COLLECTION_FAILURE.update, result.error?.message));
        return;
      }
      setSavedCollections(listingId, result.collectionIds.map(String));
      close();
    } catch {
      setError(COLLECTION_FAILURE.update);
    } finally {
      setBusy(false);
    }
  }

  function close() {
    dialog.current?.close();
    onClose();
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId} onClose={onClose}>
      <form onSubmit={save} className={styles.form}>
        <h2 id={headingId} className={styles.heading}>
          Save to collections
        </h2>
        <p className={styles.listing}>{title}</p>
        {choices === null && !error && <p aria-live="polite">Loading your collections…</p>}
        {choices && (
          <fieldset className={styles.choices}>
            <legend className="visually-hidden">Your collections</legend>
            {choices.length === 0 && <p>No collections yet: create one below.</p>}
            {choices.map((choice) => (
              <label key={choice.id} className={styles.choice}>
                <input type="checkbox" checked={checked.has(choice.id)} onChange={() => toggle(choice.id)} />
                {choice.name}
              </label>
            ))}
          </fieldset>
        )}
        <div className={styles.create}>
          <label htmlFor={`${headingId}-new`}>New collection</label>
          <div className={styles.createRow}>
            <input
              id={`${headingId}-new`}
              value={newName}
              maxLength={60}
              onChange={(event) => setNewName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  void create();
                }
              }}
            />
            <button type="button" onClick={create} disabled={busy || !newName.trim()}>
              Create
            </button>
          </div>
        </div>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={busy || choices === null}>
            Save
          </button>
        </div>
      </form>
    </dialog>
  );
}
