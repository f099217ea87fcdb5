"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { COLLECTION_LIMITS } from "@/lib/collections/limits";
import { COLLECTION_FAILURE, failureText } from "@/lib/collections/messages";
import { requestOperation } from "@/lib/graphql/client";
import type { ReactionType } from "@/lib/graphql/generated/operations";
import { SaveCollectionReactionDocument } from "@/lib/graphql/generated/documents/SaveCollectionReaction";
import styles from "../collections.module.css";

/** A contributor's like or dislike and comment on one home of the collection. */
export function ReactionForm({
  collectionId,
  listingId,
  title,
}: {
  collectionId: string;
  listingId: string;
  title: string;
}) {
  const router = useRouter();
  const id = useId();
  const [reaction, setReaction] = useState<ReactionType | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { saveCollectionReaction } = await requestOperation(SaveCollectionReactionDocument, {
        collectionId,
        listingId,
        reactionType: reaction,
        comment: comment.trim() || null,
      });
      if (!saveCollectionReaction.ok) {
        setError(failureText(COLLECTION_FAILURE.reaction, saveCollectionReaction.error?.message));
      } else {
        setComment("");
        router.refresh();
      }
    } catch {
      setError(COLLECTION_FAILURE.reaction);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className={styles.inlineForm} aria-label={`Your reaction to ${title}`}>
      <fieldset className={styles.buttons} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="visually-hidden">Your reaction</legend>
        {(["like", "dislike"] as const).map((type) => (
          <label
            key={type}
            style={{ display: "inline-flex", gap: "0.3rem", alignItems: "center", minHeight: "2.5rem" }}
          >
            <input
              type="radio"
              name={`${id}-reaction`}
              value={type}
              checked={reaction === type}
              onChange={() => setReaction(type)}
            />
            {type === "like" ? "Like" : "Dislike"}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-comment`} className="visually-hidden">
        Comment on {title}
      </label>
      <input
        id={`${id}-comment`}
        placeholder="Add a comment"
        value={comment}
        maxLength={COLLECTION_LIMITS.commentLength}
        onChange={(event) => setComment(event.target.value)}
      />
      <button type="submit" disabled={busy || (!reaction && !comment.trim())}>
        Save reaction
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
