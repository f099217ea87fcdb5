"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useStoredMember } from "@/lib/session/client/member-store";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { requestOperation } from "@/lib/graphql/client";
import type { LocationReviewSort, ReviewerKind } from "@/lib/graphql/generated/operations";
import { LocationReviewsDocument } from "@/lib/graphql/generated/documents/LocationReviews";
import { MyHelpfulReviewsDocument } from "@/lib/graphql/generated/documents/MyHelpfulReviews";
import { REVIEW_SORT_LABELS, REVIEW_SORTS, REVIEWER_KIND_LABELS } from "@/lib/community/review-factors";
import { ReviewCard, type ReviewWithComments } from "./review-card";
import { LocationReviewForm } from "./location-review-form";
import { usePostDeletedNotice } from "./post-deleted-notice";
import { useMyPosts } from "./use-my-posts";
import styles from "./community.module.css";

export interface ReviewListPage {
  reviews: ReviewWithComments[];
  total: number;
  page: number;
  pageCount: number;
}

interface Filters {
  sort: LocationReviewSort;
  reviewerKind: ReviewerKind | "";
  minRating: number;
  recentDays: number;
  page: number;
}

/** A place's rating summary as the LocationReviews query answers it. */
export interface ReviewSummaryFigures {
  count: number;
  rating: number | null;
  factors: { key: string; label: string; rating: number }[];
}

const FIRST: Filters = { sort: "recent", reviewerKind: "", minRating: 0, recentDays: 0, page: 1 };

/**
 * A place's reviews: the first page arrives with the shared page; sorting, filtering and paging
 * ask for the next in the browser (so the page's cache key stays the place alone). The member's
 * own parts (helpful marks, the review form) render in the browser.
 */
export function LocationReviews({
  slug,
  locationId,
  name,
  initial,
  onSummary,
}: {
  slug: string;
  locationId: string;
  name: string;
  initial: ReviewListPage;
  /** Told the place's summary each time the list is asked for again (after a review changed). */
  onSummary?: (summary: ReviewSummaryFigures) => void;
}) {
  const member = useStoredMember();
  const [filters, setFilters] = useState(FIRST);
  const [page, setPage] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  // Bumped when the member deletes their review, so the form forgets it and offers a new one.
  const [formKey, setFormKey] = useState(0);
  const { notice, announce } = usePostDeletedNotice();

  const reviewIds = page.reviews.map((review) => String(review.id)).join(",");
  const mine = useMyPosts("review", reviewIds ? reviewIds.split(",") : []);
  useEffect(() => {
    if (!member || !reviewIds) return;
    let live = true;
    requestOperation(MyHelpfulReviewsDocument, { reviewIds: reviewIds.split(",") })
      .then(({ myHelpfulReviews }) => live && setMarked(new Set(myHelpfulReviews.map(String))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [member, reviewIds]);

  async function show(next: Filters) {
    setFilters(next);
    setLoading(true);
    try {
      const { location } = await requestOperation(LocationReviewsDocument, {
        slug,
        sort: next.sort,
        reviewerKind: next.reviewerKind || null,
        minRating: next.minRating || null,
        recentDays: next.recentDays || null,
        page: next.page,
      });
      if (location) {
        setPage(location.reviews);
        onSummary?.(location.reviewSummary);
      }
    } finally {
      setLoading(false);
    }
  }

  return (
    <div>
      <div className={styles.filters} data-testid="review-filters">
        <label>
          Sort
          <select
            value={filters.sort}
            onChange={(e) => show({ ...filters, sort: e.target.value as LocationReviewSort, page: 1 })}
          >
            {REVIEW_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {REVIEW_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Reviewer
          <select
            value={filters.reviewerKind}
            onChange={(e) => show({ ...filters, reviewerKind: e.target.value as ReviewerKind | "", page: 1 })}
          >
            <option value="">Everyone</option>
            {Object.entries(REVIEWER_KIND_LABELS).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}s
              </option>
            ))}
          </select>
        </label>
        <label>
          Rating
          <select
            value={filters.minRating}
            onChange={(e) => show({ ...filters, minRating: Number(e.target.value), page: 1 })}
          >
            <option value={0}>Any rating</option>
            {[5, 4, 3, 2].map((stars) => (
              <option key={stars} value={stars}>
                {stars === 5 ? "5 stars" : `${stars} stars and up`}
              </option>
            ))}
          </select>
        </label>
        <label>
          When
          <select
            value={filters.recentDays}
            onChange={(e) => show({ ...filters, recentDays: Number(e.target.value), page: 1 })}
          >
            <option value={0}>Any time</option>
            <option value={365}>Last 12 months</option>
            <option value={90}>Last 3 months</option>
          </select>
        </label>
      </div>
      {notice}
      <p className={styles.muted} role="status" aria-live="polite">
        {loading ? "Loading reviews…" : `${page.total} ${page.total === 1 ? "review" : "reviews"}`}
      </p>
      {page.reviews.length > 0 && (
        <ol className={styles.posts} data-testid="location-reviews">
          {page.reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              signedIn={!!member}
              markedHelpful={marked.has(String(review.id))}
              mine={mine.has(String(review.id))}
              onDeleted={() => {
                announce("review");
                setFormKey((key) => key + 1);
                void show(filters);
              }}
            />
          ))}
        </ol>
      )}
      {page.pageCount > 1 && (
        <nav className={styles.pager} aria-label="Review pages">
          <button
            type="button"
            className={styles.button}
            disabled={page.page <= 1 || loading}
            onClick={() => show({ ...filters, page: page.page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {page.page} of {page.pageCount}
          </span>
          <button
            type="button"
            className={styles.button}
            disabled={page.page >= page.pageCount || loading}
            onClick={() => show({ ...filters, page: page.page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
      {member ? (
        <LocationReviewForm key={formKey} locationId={locationId} name={name} onSaved={() => show(FIRST)} />
      ) : (
        <p>
          <Link href={signInPathFor(`/locations/${slug}`, "review-location")}>Sign in to review {name}</Link>
        </p>
      )}
    </div>
  );
}
