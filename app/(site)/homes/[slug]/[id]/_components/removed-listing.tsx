import Link from "next/link";
import { cache } from "react";
import { ListingGrid } from "@/app/(site)/_components/listing-card/listing-grid";
import { formatDate } from "@/lib/format/dates";
import { getRemovedListingPage, type RemovedListingPage } from "@/lib/services/listings/listing-page";
import { requestContext } from "@/lib/services/request-context";
import styles from "../listing.module.css";

/** The removed listing with homes like it, read once per render; null when the id was never a listing. */
export const loadRemovedListing = cache(async (id: string) => {
  if (!/^\d{1,16}$/.test(id)) return null;
  const found = await getRemovedListingPage(requestContext(), id);
  return found.ok ? found.removed : null;
});

/** "No longer available" (served with 410 by middleware) with homes like it. */
export function RemovedListingView({ removed }: { removed: RemovedListingPage }) {
  return (
    <div className={styles.page} data-testid="listing-removed">
      <h1>This home is no longer available</h1>
      <p>
        {removed.displayAddress} was taken off the market on {formatDate(removed.removedAt)}. Here are similar homes
        nearby.
      </p>
      {removed.similarListings.length > 0 ? (
        <ListingGrid listings={removed.similarListings} />
      ) : (
        <p>
          <Link href="/">Start a new search</Link>
        </p>
      )}
    </div>
  );
}
