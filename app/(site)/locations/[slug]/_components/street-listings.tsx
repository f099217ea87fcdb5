import { StreetListingsDocument } from "@/lib/graphql/generated/documents/StreetListings";
import { runOperation } from "@/lib/graphql/server";
import { ListingsTable } from "./listings-table";
import styles from "../../locations.module.css";

/** A street's homes for sale and for rent now, and its sales and leasing history (newest first). */
export async function StreetListings({ slug, name }: { slug: string; name: string }) {
  const { location } = await runOperation(StreetListingsDocument, { slug, take: 20 });
  if (!location) return null;
  return (
    <section aria-labelledby="street-homes-heading" className={styles.section}>
      <h2 id="street-homes-heading">Homes on {name}</h2>
      <ListingsTable
        title="For sale"
        dateLabel="Listed"
        listings={location.forSale}
        empty={`No homes for sale on ${name} right now.`}
        testId="street-for-sale"
      />
      <ListingsTable
        title="For rent"
        dateLabel="Listed"
        listings={location.forRent}
        empty={`No homes for rent on ${name} right now.`}
        testId="street-for-rent"
      />
      <ListingsTable
        title="Sold"
        dateLabel="Sold"
        listings={location.sold}
        empty={`No sales on ${name} in the last two years.`}
        testId="street-sold"
      />
      <ListingsTable
        title="Leased"
        dateLabel="Leased"
        listings={location.leased}
        empty={`No homes leased on ${name} in the last two years.`}
        testId="street-leased"
      />
    </section>
  );
}
