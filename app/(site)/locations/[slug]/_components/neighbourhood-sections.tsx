import { Suspense } from "react";
import type { Location } from "@/lib/services/locations/location";
import { LocalPros } from "./local-pros";
import { NearbyAndSchools } from "./nearby-and-schools";
import { ReviewsSection } from "./reviews-section";
import styles from "../../locations.module.css";

/**
 * What a suburb's and a street's pages both show about living there, each streamed in on its
 * own: the suburbs and schools around it, what locals like about it and their reviews.
 */
export function NeighbourhoodSections({ location }: { location: Location }) {
  return (
    <>
      <Suspense fallback={<p className={styles.muted}>Loading nearby suburbs and schools…</p>}>
        <NearbyAndSchools location={location} />
      </Suspense>
      <Suspense fallback={<p className={styles.muted}>Loading what locals like…</p>}>
        <LocalPros location={location} />
      </Suspense>
      <Suspense fallback={<p className={styles.muted}>Loading reviews…</p>}>
        <ReviewsSection location={location} />
      </Suspense>
    </>
  );
}
