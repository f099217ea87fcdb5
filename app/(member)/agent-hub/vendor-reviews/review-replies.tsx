"use client";

import { useId, useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import { ReplyToAgentReviewDocument } from "@/lib/graphql/generated/documents/ReplyToAgentReview";
import styles from "../agent-hub.module.css";

interface Review {
  id: string;
  authorName: string;
  rating: number;
  body: string;
  reply: string | null;
  isVerifiedVendor: boolean;
}

/** The agent's newest reviews, each with its reply or the form to write the one reply. */
export function ReviewReplies({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return <p>No one has reviewed you yet.</p>;
  return (
    <ul className={styles.saleList}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.sale} data-testid="hub-review">
          <ReviewReply review={review} />
        </li>
      ))}
    </ul>
  );
}

function ReviewReply({ review }: { review: Review }) {
  const id = useId();
  const [reply, setReply] = useState(review.reply);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { replyToAgentReview: result } = await requestOperation(ReplyToAgentReviewDocument, {
        input: { reviewId: review.id, reply: text },
      });
      if (result.ok && result.review) setReply(result.review.reply ?? text);
      else setError(result.error?.message ?? "Your reply could not be saved. Please try again.");
    } catch {
      setError("Your reply could not be saved. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>
        <strong>
          {review.rating} {review.rating === 1 ? "star" : "stars"}
        </strong>{" "}
        from {review.authorName}
        {review.isVerifiedVendor && " · Verified vendor"}
      </p>
      <p>{review.body}</p>
      {reply !== null ? (
        <p role="status" data-testid="hub-review-reply">
          Your reply: {reply}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} aria-label={`Reply to ${review.authorName}`}>
          <label htmlFor={`${id}-reply`}>Your reply</label>
          <textarea
            id={`${id}-reply`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            maxLength={1000}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p className={styles.error} id={`${id}-error`} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.button} disabled={busy}>
              Publish reply
            </button>
          </div>
        </form>
      )}
    </>
  );
}
