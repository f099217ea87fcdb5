"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { COLLECTION_LIMITS } from "@/lib/collections/limits";
import { COLLECTION_FAILURE, failureText } from "@/lib/collections/messages";
import { requestOperation } from "@/lib/graphql/client";
import { AddCollectionsDocument } from "@/lib/graphql/generated/documents/AddCollections";
import styles from "../collections.module.css";

/** Creates a collection, then reloads the list. */
export function CreateCollection({ username }: { username: string }) {
  const router = useRouter();
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { addCollections } = await requestOperation(AddCollectionsDocument, { username, items: [{ name }] });
      if (!addCollections.ok) setError(failureText(COLLECTION_FAILURE.add, addCollections.error?.message));
      else {
        setName("");
        router.refresh();
      }
    } catch {
      setError(COLLECTION_FAILURE.add);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className={styles.inlineForm} aria-label="Create a collection">
      <label htmlFor={id}>New collection</label>
      <input
        id={id}
        value={name}
        required
        maxLength={COLLECTION_LIMITS.nameLength}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" disabled={busy}>
        Create
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
