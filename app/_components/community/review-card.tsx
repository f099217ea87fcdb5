"use client";

import { formatDate } from "@/lib/format/dates";
import type { LocationReviewFieldsFragment, PostCommentFieldsFragment } from "@/lib/graphql/generated/operations";
import { REVIEWER_KIND_LABELS } from "@/lib/community/review-factors";
import { CommentThread } from "./comment-thread";
import { DeletePostButton } from "./delete-post-button";
import { HelpfulButton } from "./helpful-button";
import { PostText } from "./post-text";
import { ReportButton } from "./report-button";
import { Stars } from "./stars";
import styles from "./community.module.css";

export type ReviewWithComments = LocationReviewFieldsFragment & { comments: PostCommentFieldsFragment[] };

/** One review: ratings, what the author loves and what to consider, helpful marks and comments. */
export function ReviewCard({
  review,
  signedIn,
  markedHelpful,
  mine,
  onDeleted,
}: {
  review: ReviewWithComments;
  signedIn: boolean;
  markedHelpful: boolean;
  /** The signed-in member wrote it (asked from the browser: the page is shared). */
  mine: boolean;
  onDeleted: () => void;
}) {
  return (
    <li className={styles.post} data-testid="location-review" data-review-id={review.id}>
      <p>
        <Stars rating={review.rating} label="Overall" />
      </p>
      {review.factors.length > 0 && (
        <p className={styles.muted}>
          {review.factors.map((factor) => `${factor.label} ${factor.rating}/5`).join(" · ")}
        </p>
      )}
      {review.visibilityNote && <p className={styles.note}>{review.visibilityNote}</p>}
      <h3 className={styles.muted}>What locals love</h3>
      <PostText text={review.loves} linksAllowed={review.linksAllowed} testId="review-loves" />
      {review.considerations && (
        <>
          <h3 className={styles.muted}>What to consider</h3>
          <PostText text={review.considerations} linksAllowed={review.linksAllowed} />
        </>
      )}
      <p className={styles.muted}>
        {review.authorName} · {REVIEWER_KIND_LABELS[review.reviewerKind]} · {formatDate(review.createdAt)}
      </p>
      <div className={styles.actions}>
        <HelpfulButton
          reviewId={String(review.id)}
          initialCount={review.helpfulCount}
          initialMarked={markedHelpful}
          disabled={!signedIn || review.viewerIsAuthor || mine}
        />
        {mine ? (
          <DeletePostButton postType="review" postId={String(review.id)} onDeleted={onDeleted} />
        ) : (
          <ReportButton postType="review" postId={String(review.id)} />
        )}
      </div>
      <CommentThread parentType="review" parentId={String(review.id)} initial={review.comments} signedIn={signedIn} />
    </li>
  );
}
