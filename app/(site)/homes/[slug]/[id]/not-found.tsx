import Link from "next/link";
import styles from "./listing.module.css";

/** Unknown listing id: say so and offer the way back to search. */
export default function ListingNotFound() {
  return (
    <div className={styles.page} data-testid="listing-not-found">
      <h1>We couldn&apos;t find that home</h1>
      <p>The link may be mistyped, or the listing may never have existed.</p>
      <ul className={styles.links}>
        <li>
          <Link href="/properties-for-sale/real-estate">Search homes for sale</Link>
        </li>
        <li>
          <Link href="/properties-for-rent/real-estate">Search homes for rent</Link>
        </li>
        <li>
          <Link href="/sold-properties">See sold homes</Link>
        </li>
        <li>
          <Link href="/">Go to the home page</Link>
        </li>
      </ul>
    </div>
  );
}
