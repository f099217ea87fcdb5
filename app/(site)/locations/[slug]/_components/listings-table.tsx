import Link from "next/link";
import { formatDate, timeZoneForState } from "@/lib/format/dates";
import { cardPriceText } from "@/lib/listings/card-badges";
import type { Listing } from "@/lib/services/listings/listing";
import { TableFrame } from "@/app/_components/table-frame";
import styles from "../../locations.module.css";

/** What a row shows of a listing: its published price only, never the stored sold price. */
type TableListing = Pick<
  Listing,
  "id" | "canonicalUri" | "statusType" | "propertyTypeName" | "priceDetails" | "address" | "features"
> & {
  saleDetails: Pick<Listing["saleDetails"], "listedDate" | "soldDate">;
  rentalDetails: Pick<NonNullable<Listing["rentalDetails"]>, "leasedDate"> | null;
};

/** The date a row is about: when it sold or leased, or when it was listed. */
function dateOf(listing: TableListing): string | null {
  if (listing.statusType === "sold") return listing.saleDetails.soldDate;
  if (listing.statusType === "leased") return listing.rentalDetails?.leasedDate ?? null;
  return listing.saleDetails.listedDate;
}

/**
 * A suburb's or street's listings as a table: address (a link to the listing), type, bedrooms,
 * date and price. The price is the card's (`cardPriceText`): the published figure, "Price
 * withheld" when the vendor kept it back; the stored sold price is never asked for.
 */
export function ListingsTable(props: {
  title: string;
  dateLabel: string;
  listings: readonly TableListing[];
  empty: string;
  testId: string;
}) {
  return (
    <section className={styles.section} aria-label={props.title}>
      <h3>{props.title}</h3>
      {props.listings.length === 0 ? (
        <p className={styles.muted}>{props.empty}</p>
      ) : (
        <TableFrame label={props.title}>
          <table className={styles.table} data-testid={props.testId}>
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Type</th>
                <th scope="col">Bedrooms</th>
                <th scope="col">{props.dateLabel}</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {props.listings.map((listing) => {
                const date = dateOf(listing);
                return (
                  <tr key={listing.id}>
                    <th scope="row">
                      <Link href={listing.canonicalUri}>{listing.address.displayAddress}</Link>
                    </th>
                    <td>{listing.propertyTypeName}</td>
                    <td>{listing.features.bedrooms}</td>
                    <td>{date ? formatDate(date, { timeZone: timeZoneForState(listing.address.stateCode) }) : "–"}</td>
                    <td>{cardPriceText(listing)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
