import Link from "next/link";
import type { LocationPage } from "@/lib/services/locations/location-page";
import { requestContext } from "@/lib/services/request-context";
import { ListingsTable } from "./listings-table";
import { recentListings } from "./recent-listings";
import styles from "../../locations.module.css";

/** What sold and leased lately in a suburb (10 of each, newest first), with links to all of them. */
export async function RecentSales({ location }: { location: LocationPage }) {
  const { name } = location;
  const ctx = requestContext();
  const [sold, leased] = await Promise.all([
    recentListings(ctx, location, "sold", 10),
    recentListings(ctx, location, "leased", 10),
  ]);
  return (
    <section aria-labelledby="recent-sales-heading" className={styles.section}>
      <h2 id="recent-sales-heading">Recently sold and leased in {name}</h2>
      <ListingsTable
        title="Recently sold"
        dateLabel="Sold"
        listings={sold}
        empty={`Nothing sold in ${name} lately.`}
        testId="recently-sold"
      />
      <p>
        <Link href={location.soldUrl}>All homes sold in {name}</Link>
      </p>
      <ListingsTable
        title="Recently leased"
        dateLabel="Leased"
        listings={leased}
        empty={`Nothing leased in ${name} lately.`}
        testId="recently-leased"
      />
    </section>
  );
}
