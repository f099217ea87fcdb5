"use client";

import { ListingCard } from "@/app/(site)/_components/listing-card/listing-card";
import cardStyles from "@/app/(site)/_components/listing-card/listing-card.module.css";
import type { ListingCardFragment } from "@/lib/graphql/generated/operations";

/** The recently viewed cards: their own chunk, loaded only once there are cards to show. */
export default function RecentCards({ cards }: { cards: readonly ListingCardFragment[] }) {
  return (
    <ul className={cardStyles.grid}>
      {cards.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}
