import type { Location } from "@/lib/services/locations/location";
import { requestContext } from "@/lib/services/request-context";
import { ListingsTable } from "./listings-table";
import { recentListings } from "./recent-listings";
import styles from "../../locations.module.css";

/** A street's homes for sale and for rent now, and its sales and leasing history (newest first). */
export async function StreetListings({ location }: { location: Location }) {
  const { name } = location;
  const ctx = requestContext();
  const [forSale, forRent, sold, leased] = await Promise.all([
    recentListings(ctx, location, "buy", 20),
    recentListings(ctx, location, "rent", 20),
    recentListings(ctx, location, "sold", 20),
    recentListings(ctx, location, "leased", 20),
  ]);
  return (
    <section aria-labelledby="street-homes-heading" className={styles.section}>
      <h2 id="street-homes-heading">Homes on {name}</h2>
      <ListingsTable
        title="For sale"
        dateLabel="Listed"
        listings={forSale}
        empty={`No homes for sale on ${name} right now.`}
        testId="street-for-sale"
      />
      <ListingsTable
        title="For rent"
        dateLabel="Listed"
        listings={forRent}
        empty={`No homes for rent on ${name} right now.`}
        testId="street-for-rent"
      />
      <ListingsTable
        title="Sold"
        dateLabel="Sold"
        listings={sold}
        empty={`No sales on ${name} in the last two years.`}
        testId="street-sold"
      />
      <ListingsTable
        title="Leased"
        dateLabel="Leased"
        listings={leased}
        empty={`No homes leased on ${name} in the last two years.`}
        testId="street-leased"
      />
    </section>
  );
}
