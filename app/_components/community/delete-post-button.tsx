"use client";

import { useEffect, useRef, useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import type { PostType } from "@/lib/graphql/generated/operations";
import { DeletePostDocument } from "@/lib/graphql/generated/documents/DeletePost";
import styles from "./community.module.css";

/**
 * "Delete" on a member's own post, with a confirm step: a delete cannot be undone, so one stray
 * press must not do it. Focus moves to "Yes, delete" when asked and back to "Delete" on "Keep it",
 * so a keyboard user never loses their place.
 */
export function DeletePostButton({
  postType,
  postId,
  onDeleted,
}: {
  postType: PostType;
  postId: string;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (asked.current) deleteRef.current?.focus();
  }, [confirming]);

  async function remove() {
    setPending(true);
    setError(null);
    try {
      const { deletePost } = await requestOperation(DeletePostDocument, { postType, postId });
      if (deletePost.ok) return onDeleted();
      setError(deletePost.error?.message ?? "Something went wrong");
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  if (!confirming)
    return (
      <button
        ref={deleteRef}
        type="button"
        className={styles.button}
        onClick={() => {
          asked.current = true;
          setConfirming(true);
        }}
      >
        Delete
      </button>
    );
  return (
    <span className={styles.actions} role="group" aria-label={`Delete your ${postType}?`} data-testid="delete-confirm">
      <span>Delete your {postType}? This cannot be undone.</span>
      <button ref={confirmRef} type="button" className={styles.button} disabled={pending} onClick={remove}>
        Yes, delete
      </button>
      <button type="button" className={styles.button} disabled={pending} onClick={() => setConfirming(false)}>
        Keep it
      </button>
      {error && <span role="alert">{error}</span>}
    </span>
  );
}
