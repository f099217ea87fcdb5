import Link from "next/link";
import { Suspense } from "react";
import type { LocationPage } from "@/lib/services/locations/location-page";
import { NeighbourhoodSections } from "./neighbourhood-sections";
import { QuestionsSection } from "./questions-section";
import { StreetListings } from "./street-listings";
import { StreetMarket } from "./street-market";
import styles from "../../locations.module.css";

/**
 * A street: the suburb it is in and that suburb's searches, the street's homes for sale and rent
 * and its sales history with its median prices, and the schools and suburbs around it.
 */
export function StreetPage({ location }: { location: LocationPage }) {
  const suburb = location.hierarchy.at(-1);
  return (
    <>
      {suburb && (
        <section aria-labelledby="street-suburb-heading" className={styles.section}>
          <h2 id="street-suburb-heading">In {suburb.displayText}</h2>
          <p>
            <Link href={suburb.uri} data-testid="street-suburb-link">
              About living in {suburb.name}
            </Link>
          </p>
          <ul className={styles.places}>
            <li>
              <Link href={location.buyUrl}>Homes for sale around {location.name}</Link>
            </li>
            <li>
              <Link href={location.rentUrl}>Homes for rent around {location.name}</Link>
            </li>
            <li>
              <Link href={location.soldUrl}>Sold around {location.name}</Link>
            </li>
          </ul>
        </section>
      )}
      <Suspense fallback={<p className={styles.muted}>Loading median prices…</p>}>
        <StreetMarket location={location} />
      </Suspense>
      <Suspense fallback={<p className={styles.muted}>Loading homes on {location.name}…</p>}>
        <StreetListings location={location} />
      </Suspense>
      <NeighbourhoodSections location={location} />
      <Suspense fallback={<p className={styles.muted}>Loading questions…</p>}>
        <QuestionsSection location={location} />
      </Suspense>
    </>
  );
}
