import Link from "next/link";
import { ListingGrid } from "@/app/(site)/_components/listing-card/listing-grid";
import { SchoolsTable } from "@/app/(site)/_components/schools-table/schools-table";
import { formatPriceShort } from "@/lib/format/price";
import type { Listing } from "@/lib/services/listings/listing";
import { toListingCards } from "@/lib/services/listings/listing-card";
import { SIMILAR_LISTINGS_SHOWN } from "@/lib/services/listings/listing-page";
import { getNearbyLocations, getOtherListingsFromOffice } from "@/lib/services/listings/related-listings";
import { getSimilarListings, similarTo } from "@/lib/services/listings/similar-listings";
import { locationSearchUrl } from "@/lib/services/locations/location-search-url";
import { requestContext } from "@/lib/services/request-context";
import { DEFAULT_SCHOOLS_TAKE, getSchoolsNear } from "@/lib/services/schools/schools-near";
import styles from "../listing.module.css";

/** Schools (take 20) and nearby suburbs (take 5): streamed after the listing itself. */
export async function SchoolsAndNearby({ listing, rental }: { listing: Listing; rental: boolean }) {
  const ctx = requestContext();
  // The public point: a hidden address measures from its suburb, so distances cannot place the home.
  const { latitude, longitude } = listing.address;
  const [schools, nearbyLocations] = await Promise.all([
    getSchoolsNear(ctx, { latitude, longitude, take: DEFAULT_SCHOOLS_TAKE }),
    getNearbyLocations(ctx, listing),
  ]);
  return (
    <>
      <section aria-labelledby="schools-heading" className={styles.section} data-testid="schools">
        <h2 id="schools-heading">Schools nearby</h2>
        <SchoolsTable schools={schools} />
      </section>
      {nearbyLocations.length > 0 && (
        <section aria-labelledby="nearby-heading" className={styles.section} data-testid="nearby-locations">
          <h2 id="nearby-heading">Nearby suburbs</h2>
          <ul className={styles.nearby}>
            {nearbyLocations.map((location) => {
              const median = rental ? location.medians.rentPrice : location.medians.salePrice;
              return (
                <li key={location.id}>
                  <Link href={locationSearchUrl(rental ? "Rent" : "Buy", location.slug)}>{location.displayText}</Link>
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

/** Similar homes nearby and the office's other homes (6 each), as cards. */
export async function SimilarAndOffice({ listing }: { listing: Listing & { office: { name: string } } }) {
  const ctx = requestContext();
  const [similarListings, otherListingsFromOffice] = await Promise.all([
    getSimilarListings(ctx, similarTo(listing), SIMILAR_LISTINGS_SHOWN).then((found) => toListingCards(ctx, found)),
    getOtherListingsFromOffice(ctx, listing, { take: SIMILAR_LISTINGS_SHOWN }).then((found) =>
      toListingCards(ctx, found),
    ),
  ]);
  return (
    <>
      {similarListings.length > 0 && (
        <section
          aria-labelledby="similar-heading"
          className={styles.wide}
          data-testid="similar-listings"
          data-print="hide"
        >
          <h2 id="similar-heading">Similar homes nearby</h2>
          <ListingGrid listings={similarListings} />
        </section>
      )}
      {otherListingsFromOffice.length > 0 && (
        <section
          aria-labelledby="office-heading"
          className={styles.wide}
          data-testid="office-listings"
          data-print="hide"
        >
          <h2 id="office-heading">More from {listing.office.name}</h2>
          <ListingGrid listings={otherListingsFromOffice} />
        </section>
      )}
    </>
  );
}
