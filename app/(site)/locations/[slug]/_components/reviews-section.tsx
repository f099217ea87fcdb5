import Link from "next/link";
import { TOP_RATED_PATH } from "@/lib/community/rankings";
import { getLocationReviews, getLocationReviewSummary } from "@/lib/services/community/location-reviews";
import type { Location } from "@/lib/services/locations/location";
import { requestContext } from "@/lib/services/request-context";
import { ReviewsWithSummary } from "./reviews-with-summary";
import styles from "../../locations.module.css";

/**
 * What locals say about a suburb or street: the rating summary (overall and per factor, from
 * visible reviews) and the newest reviews; sorting, filters, helpful marks, the member's own
 * review and the summary's refresh after a change work in the browser. The page is shared by
 * every reader, so it is read for no one in particular (no viewer).
 */
export async function ReviewsSection({ location }: { location: Location }) {
  const ctx = requestContext();
  const [summary, reviews] = await Promise.all([
    getLocationReviewSummary(ctx, location.id),
    getLocationReviews(ctx, null, { locationId: location.id }),
  ]);
  // The first page with no filter is always a valid ask: a refusal here is a bug.
  if (!reviews.ok) throw new Error(reviews.message);
  return (
    <section aria-labelledby="reviews-heading" className={styles.section} data-testid="location-reviews-section">
      <h2 id="reviews-heading">What locals say about {location.name}</h2>
      <ReviewsWithSummary
        slug={location.slug}
        locationId={String(location.id)}
        name={location.name}
        initialSummary={summary}
        initial={{
          reviews: reviews.reviews,
          total: reviews.total,
          page: reviews.page,
          pageCount: reviews.pageCount,
        }}
      >
        <p className={styles.muted}>
          <Link href={TOP_RATED_PATH}>Top rated places by locals&apos; reviews, and how we rank them</Link>
        </p>
      </ReviewsWithSummary>
    </section>
  );
}
