"use client";

import { useState, type ReactNode } from "react";
import {
  LocationReviews,
  type ReviewListPage,
  type ReviewSummaryFigures,
} from "@/app/_components/community/location-reviews";
import { Stars } from "@/app/_components/community/stars";
import styles from "../../locations.module.css";

/**
 * The rating summary above a place's reviews, kept with the list in the browser: the shared page
 * brings the first summary, and whenever the list is asked for again (the member published,
 * edited or deleted their review, or changed a filter) the answer's summary replaces it, so a
 * deleted review leaves the averages at once rather than at the next load.
 */
export function ReviewsWithSummary({
  slug,
  locationId,
  name,
  initialSummary,
  initial,
  children,
}: {
  slug: string;
  locationId: string;
  name: string;
  initialSummary: ReviewSummaryFigures;
  initial: ReviewListPage;
  /** What goes between the summary and the list (the link to the rankings). */
  children?: ReactNode;
}) {
  const [summary, setSummary] = useState(initialSummary);
  return (
    <>
      {summary.rating === null ? (
        <p className={styles.muted} data-testid="review-summary-empty">
          No one has reviewed {name} yet.
        </p>
      ) : (
        <ul className={styles.figures} data-testid="review-summary">
          <li>
            <span className={styles.figure}>{summary.rating.toFixed(1)}</span>
            <span>
              <Stars rating={summary.rating} /> from {summary.count} {summary.count === 1 ? "review" : "reviews"}
            </span>
          </li>
          {summary.factors.map((factor) => (
            <li key={factor.key}>
              <span className={styles.figure}>{factor.rating.toFixed(1)}</span>
              <span>{factor.label}</span>
            </li>
          ))}
        </ul>
      )}
      {children}
      <LocationReviews slug={slug} locationId={locationId} name={name} initial={initial} onSummary={setSummary} />
    </>
  );
}
