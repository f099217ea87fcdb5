import type { ListingCardFacts } from "@/lib/listings/card-badges";
import { ListingCard } from "./listing-card";
import styles from "./listing-card.module.css";

export function ListingGrid({
  listings,
  firstIsLcp = false,
}: {
  listings: readonly ListingCardFacts[];
  firstIsLcp?: boolean;
}) {
  return (
    <ul className={styles.grid} data-testid="listing-grid">
      {listings.map((listing, i) => (
        <li key={listing.id}>
          <ListingCard listing={listing} priority={firstIsLcp && i === 0} />
        </li>
      ))}
    </ul>
  );
}

export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Loading listings">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}
