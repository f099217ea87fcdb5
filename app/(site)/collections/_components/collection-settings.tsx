"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { COLLECTION_LIMITS } from "@/lib/collections/limits";
import { COLLECTION_FAILURE, failureText } from "@/lib/collections/messages";
import { requestOperation } from "@/lib/graphql/client";
import { DeleteCollectionDocument } from "@/lib/graphql/generated/documents/DeleteCollection";
import { UpdateCollectionDocument } from "@/lib/graphql/generated/documents/UpdateCollection";
import styles from "../collections.module.css";

/** The owner's controls: rename, public or private, delete (asks first). Each success reloads the collections. */
export function CollectionSettings({
  collectionId,
  name,
  isPublic,
  afterDelete,
}: {
  collectionId: string;
  name: string;
  isPublic: boolean;
  /** Where to go after deleting (the collection page leaves itself); stays and reloads otherwise. */
  afterDelete?: string;
}) {
  const router = useRouter();
  const id = useId();
  const [draft, setDraft] = useState(name);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function update(changes: { name?: string; isPublic?: boolean }) {
    setBusy(true);
    setError(null);
    try {
      const { updateCollection } = await requestOperation(UpdateCollectionDocument, { collectionId, ...changes });
      if (!updateCollection.ok) setError(failureText(COLLECTION_FAILURE.update, updateCollection.error?.message));
      else {
        setRenaming(false);
        router.refresh();
      }
    } catch {
      setError(COLLECTION_FAILURE.update);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      const { deleteCollection } = await requestOperation(DeleteCollectionDocument, { collectionId });
      if (!deleteCollection.ok) setError(failureText(COLLECTION_FAILURE.delete, deleteCollection.error?.message));
      else if (afterDelete) router.push(afterDelete);
      else router.refresh();
    } catch {
      setError(COLLECTION_FAILURE.delete);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  function rename(event: FormEvent) {
    event.preventDefault();
    void update({ name: draft });
  }

  return (
    <div className={styles.settings}>
      {renaming ? (
        <form onSubmit={rename} className={styles.inlineForm} aria-label={`Rename ${name}`}>
          <label htmlFor={id}>Name</label>
          <input
            id={id}
            value={draft}
            required
            maxLength={COLLECTION_LIMITS.nameLength}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" disabled={busy}>
            Save name
          </button>
          <button type="button" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <div className={styles.buttons}>
          <button type="button" onClick={() => setRenaming(true)}>
            Rename<span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" disabled={busy} onClick={() => update({ isPublic: !isPublic })}>
            {isPublic ? "Make private" : "Make public"}
            <span className="visually-hidden"> {name}</span>
          </button>
          {confirming ? (
            <span role="group" aria-label={`Delete ${name}?`} className={styles.confirm}>
              <span>Delete “{name}” and everything in it?</span>
              <button type="button" className={styles.danger} disabled={busy} onClick={remove}>
                Yes, delete
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </span>
          ) : (
            <button type="button" onClick={() => setConfirming(true)}>
              Delete<span className="visually-hidden"> {name}</span>
            </button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
