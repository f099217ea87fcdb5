import { LocationReviewsDocument } from "@/lib/graphql/generated/documents/LocationReviews";
import Link from "next/link";
import { runOperation } from "@/lib/graphql/server";
import { TOP_RATED_PATH } from "@/lib/community/rankings";
import { LocationReviews } from "@/app/_components/community/location-reviews";
import { Stars } from "@/app/_components/community/stars";
import styles from "../../locations.module.css";

/**
 * What locals say about a suburb or street: the rating summary (overall and per factor, from
 * visible reviews) and the newest reviews; sorting, filters, helpful marks and the member's own
 * review work in the browser.
 */
export async function ReviewsSection({ slug, name }: { slug: string; name: string }) {
  const { location } = await runOperation(LocationReviewsDocument, { slug });
  if (!location) return null;
  const summary = location.reviewSummary;
  return (
    <section aria-labelledby="reviews-heading" className={styles.section} data-testid="location-reviews-section">
      <h2 id="reviews-heading">What locals say about {name}</h2>
      {summary.rating === null ? (
        <p className={styles.muted}>No one has reviewed {name} yet.</p>
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
      <p className={styles.muted}>
        <Link href={TOP_RATED_PATH}>Top rated places by locals&apos; reviews, and how we rank them</Link>
      </p>
      {/* GraphQL results have null prototypes, and client components take plain objects only:
          a JSON copy of the nested page (strings, numbers, booleans and nulls) makes them plain. */}
      <LocationReviews
        slug={slug}
        locationId={String(location.id)}
        name={name}
        initial={JSON.parse(JSON.stringify(location.reviews)) as typeof location.reviews}
      />
    </section>
  );
}
