"use client";

import { useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import { MarkReviewHelpfulDocument } from "@/lib/graphql/generated/documents/MarkReviewHelpful";
import { UndoReviewHelpfulDocument } from "@/lib/graphql/generated/documents/UndoReviewHelpful";
import styles from "./community.module.css";

/** "Helpful" as a toggle: pressed once the member marked the review; pressing again undoes it. */
export function HelpfulButton({
  reviewId,
  initialCount,
  initialMarked,
  disabled,
}: {
  reviewId: string;
  initialCount: number;
  initialMarked: boolean;
  disabled: boolean;
}) {
  // The member's marks arrive after the shared page has rendered: their own press wins after that.
  const [pressed, setMarked] = useState<boolean | null>(null);
  const marked = pressed ?? initialMarked;
  const [count, setCount] = useState(initialCount);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setPending(true);
    setError(null);
    try {
      const result = marked
        ? (await requestOperation(UndoReviewHelpfulDocument, { reviewId })).undoReviewHelpful
        : (await requestOperation(MarkReviewHelpfulDocument, { reviewId })).markReviewHelpful;
      if (result.ok) {
        setMarked(result.helpful);
        setCount(result.helpfulCount ?? count);
      } else setError(result.error?.message ?? "Something went wrong");
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-pressed={marked}
        disabled={disabled || pending}
        onClick={toggle}
        data-testid="helpful-button"
      >
        Helpful ({count})
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
