import Link from "next/link";
import { LocationRecentSalesDocument } from "@/lib/graphql/generated/documents/LocationRecentSales";
import { runOperation } from "@/lib/graphql/server";
import { ListingsTable } from "./listings-table";
import styles from "../../locations.module.css";

/** What sold and leased lately in a suburb (10 of each, newest first), with links to all of them. */
export async function RecentSales(props: { slug: string; name: string; soldUrl: string }) {
  const { location } = await runOperation(LocationRecentSalesDocument, { slug: props.slug, take: 10 });
  if (!location) return null;
  return (
    <section aria-labelledby="recent-sales-heading" className={styles.section}>
      <h2 id="recent-sales-heading">Recently sold and leased in {props.name}</h2>
      <ListingsTable
        title="Recently sold"
        dateLabel="Sold"
        listings={location.sold}
        empty={`Nothing sold in ${props.name} lately.`}
        testId="recently-sold"
      />
      <p>
        <Link href={props.soldUrl}>All homes sold in {props.name}</Link>
      </p>
      <ListingsTable
        title="Recently leased"
        dateLabel="Leased"
        listings={location.leased}
        empty={`Nothing leased in ${props.name} lately.`}
        testId="recently-leased"
      />
    </section>
  );
}
