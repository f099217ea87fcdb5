import { LocationReviewsDocument } from "@/lib/graphql/generated/documents/LocationReviews";
import Link from "next/link";
import { runOperation } from "@/lib/graphql/server";
import { TOP_RATED_PATH } from "@/lib/community/rankings";
import { ReviewsWithSummary } from "./reviews-with-summary";
import styles from "../../locations.module.css";

/**
 * What locals say about a suburb or street: the rating summary (overall and per factor, from
 * visible reviews) and the newest reviews; sorting, filters, helpful marks, the member's own
 * review and the summary's refresh after a change work in the browser.
 */
export async function ReviewsSection({ slug, name }: { slug: string; name: string }) {
  const { location } = await runOperation(LocationReviewsDocument, { slug });
  if (!location) return null;
  return (
    <section aria-labelledby="reviews-heading" className={styles.section} data-testid="location-reviews-section">
      <h2 id="reviews-heading">What locals say about {name}</h2>
      {/* GraphQL results have null prototypes, and client components take plain objects only:
          a JSON copy of the nested page (strings, numbers, booleans and nulls) makes them plain. */}
      <ReviewsWithSummary
        slug={slug}
        locationId={String(location.id)}
        name={name}
        initialSummary={JSON.parse(JSON.stringify(location.reviewSummary)) as typeof location.reviewSummary}
        initial={JSON.parse(JSON.stringify(location.reviews)) as typeof location.reviews}
      >
        <p className={styles.muted}>
          <Link href={TOP_RATED_PATH}>Top rated places by locals&apos; reviews, and how we rank them</Link>
        </p>
      </ReviewsWithSummary>
    </section>
  );
}
