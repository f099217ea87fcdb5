import Link from "next/link";
import { cache } from "react";
import { ListingGrid } from "@/app/(site)/_components/listing-card/listing-grid";
import { formatDate } from "@/lib/format/dates";
import { RemovedListingDocument } from "@/lib/graphql/generated/documents/RemovedListing";
import { runOperation } from "@/lib/graphql/server";
import styles from "../listing.module.css";

export const loadRemovedListing = cache(async (id: string) => {
  if (!/^\d{1,16}$/.test(id)) return null;
  return (await runOperation(RemovedListingDocument, { id })).removedListing;
});

type Removed = NonNullable<Awaited<ReturnType<typeof loadRemovedListing>>>;

/** "No longer available" (served with 410 by middleware) with homes like it. */
export function RemovedListingView({ removed }: { removed: Removed }) {
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
