import Link from "next/link";
import { ListingGrid } from "@/app/(site)/_components/listing-card/listing-grid";
import { SchoolsTable } from "@/app/(site)/_components/schools-table/schools-table";
import { formatPriceShort } from "@/lib/format/price";
import { ListingNearbyDocument } from "@/lib/graphql/generated/documents/ListingNearby";
import { ListingSimilarDocument } from "@/lib/graphql/generated/documents/ListingSimilar";
import { runOperation } from "@/lib/graphql/server";
import styles from "../listing.module.css";

/** Schools (take 20) and nearby suburbs (take 5): streamed after the listing itself. */
export async function SchoolsAndNearby({ id, rental }: { id: string; rental: boolean }) {
  const { listing } = await runOperation(ListingNearbyDocument, { id });
  if (!listing) return null;
  return (
    <>
      <section aria-labelledby="schools-heading" className={styles.section} data-testid="schools">
        <h2 id="schools-heading">Schools nearby</h2>
        <SchoolsTable schools={listing.schools} />
      </section>
      {listing.nearbyLocations.length > 0 && (
        <section aria-labelledby="nearby-heading" className={styles.section} data-testid="nearby-locations">
          <h2 id="nearby-heading">Nearby suburbs</h2>
          <ul className={styles.nearby}>
            {listing.nearbyLocations.map((location) => {
              const median = rental ? location.medians.rentPrice : location.medians.salePrice;
              return (
                <li key={location.id}>
                  <Link href={rental ? location.rentUrl : location.searchUrl}>{location.displayText}</Link>
                  {median != null && (
                    <span className={styles.muted}>
                      {" "}
                      · median {rental ? `$${median} pw` : formatPriceShort(median)}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

export async function SimilarAndOffice({ id, officeName }: { id: string; officeName: string }) {
  const { listing } = await runOperation(ListingSimilarDocument, { id });
  if (!listing) return null;
  return (
    <>
      {listing.similarListings.length > 0 && (
        <section
          aria-labelledby="similar-heading"
          className={styles.wide}
          data-testid="similar-listings"
          data-print="hide"
        >
          <h2 id="similar-heading">Similar homes nearby</h2>
          <ListingGrid listings={listing.similarListings} />
        </section>
      )}
      {listing.otherListingsFromOffice.length > 0 && (
        <section
          aria-labelledby="office-heading"
          className={styles.wide}
          data-testid="office-listings"
          data-print="hide"
        >
          <h2 id="office-heading">More from {officeName}</h2>
          <ListingGrid listings={listing.otherListingsFromOffice} />
        </section>
      )}
    </>
  );
}
