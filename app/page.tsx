import { Suspense } from "react";
import type { Metadata } from "next";
import { LocationSearch } from "./(site)/_components/location-search/location-search";
import { ListingGridSkeleton } from "./(site)/_components/listing-card/listing-grid";
import { JustListed } from "./_home/just-listed";
import { PopularSuburbs } from "./_home/popular-suburbs";
import { RecentlyViewed } from "./_home/recently-viewed";
import styles from "./_home/home.module.css";

export const metadata: Metadata = {
  title: "Real Estate, Property for Sale & Rent in Australia",
  description:
    "Search homes for sale, rent and recently sold across Australia. Honest search, fast pages, every suburb from Bondi to Broome.",
};

// Listings change all day; the page streams from D1 on every request.
export const dynamic = "force-dynamic";

export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <h1 id="home-heading" className={styles.heading}>
            Find your place in Australia
          </h1>
          <p className={styles.lede}>Homes to buy, rent and see sold, in every suburb. No paid-placement surprises.</p>
          <LocationSearch />
        </div>
      </section>
      <RecentlyViewed />
      <section className={styles.section} aria-labelledby="just-listed">
        <h2 id="just-listed" className={styles.sectionHeading}>
          Just listed
        </h2>
        <Suspense fallback={<ListingGridSkeleton count={8} />}>
          <JustListed />
        </Suspense>
      </section>
      <section className={styles.section} aria-labelledby="popular-suburbs">
        <h2 id="popular-suburbs" className={styles.sectionHeading}>
          Popular suburbs
        </h2>
        <Suspense fallback={<p className={styles.muted}>Loading suburbs…</p>}>
          <PopularSuburbs />
        </Suspense>
      </section>
    </>
  );
}
