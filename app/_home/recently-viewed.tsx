"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import type { ListingCardFragment } from "@/lib/graphql/generated/operations";
import { ListingsByIdsDocument } from "@/lib/graphql/generated/documents/ListingsByIds";
import { useRecentList } from "@/lib/listings/use-recent-list";
import { useStoredMember } from "@/lib/session/client/member-store";
import { expectSavedState } from "@/app/_components/saved-homes/saved-state";
import styles from "./home.module.css";

const SHOWN = 4;

// The cards (listing card, hearts, collection picker, date formatting) are most of this island's
// code and most visitors have nothing to show, so they load with the first card, not the page.
const RecentCards = lazy(() => import("./recent-cards"));

/**
 * "Recently viewed": the visitor's viewed list (this browser, newest first), as cards fetched
 * by id. Renders nothing until there is something to show, so it never shifts the page for
 * first-time visitors.
 */
export function RecentlyViewed() {
  // Signed in: the member's own list (it follows them across sign-ins on this browser).
  const ids = useRecentList("viewed", useStoredMember()?.id ?? null);
  const wanted = ids.slice(0, SHOWN).join(",");
  const [listings, setListings] = useState<{ key: string; cards: ListingCardFragment[] } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    // The hearts of these cards are read with the rest of the page's, before the cards arrive.
    expectSavedState(wanted.split(","));
    let cancelled = false;
    requestOperation(ListingsByIdsDocument, { ids: wanted.split(","), take: SHOWN, skip: 0 })
      .then((data) => {
        if (!cancelled) setListings({ key: wanted, cards: data.listingsByIds });
      })
      .catch((error: unknown) => console.warn("recently viewed listings could not load", error));
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  const cards = wanted && listings?.key === wanted ? listings.cards : [];
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed" data-testid="recently-viewed">
      <h2 id="recently-viewed" className={styles.sectionHeading}>
        Recently viewed
      </h2>
      <Suspense fallback={null}>
        <RecentCards cards={cards} />
      </Suspense>
    </section>
  );
}
