import Link from "next/link";
import { Suspense } from "react";
import { formatDollars } from "@/lib/format/money";
import { formatCount } from "@/lib/format/numbers";
import { formatPriceShort } from "@/lib/format/price";
import type { PropertyTypeEntry } from "@/lib/listings/property-types";
import type { LocationPage } from "@/lib/services/locations/location-page";
import { BoundarySection } from "./boundary-section";
import { MarketSection } from "./market-section";
import { LocalAgents } from "./local-agents";
import { RecentSales } from "./recent-sales";
import { ChildrenOfSuburb } from "./nearby-and-schools";
import { NeighbourhoodSections } from "./neighbourhood-sections";
import { QuestionsSection } from "./questions-section";
import styles from "../../locations.module.css";
import layout from "@/app/(site)/_components/two-column/two-column.module.css";

/**
 * A suburb's overview: homes for sale, for rent and sold there (each a link to its search), its
 * boundary on a map, median prices, what sold and leased lately, the agents who sold most, its streets, nearby suburbs and schools, what locals like. The slower lists stream in.
 */
export function SuburbOverview({ location, trendType }: { location: LocationPage; trendType?: PropertyTypeEntry }) {
  const counts = location.listingCounts ?? { buy: 0, rent: 0, sold: 0, leased: 0 };
  const homes = (
    <section aria-labelledby="homes-heading" className={styles.section}>
      <h2 id="homes-heading">Homes in {location.name}</h2>
      <ul className={styles.figures} data-testid="suburb-homes">
        <li>
          <span className={styles.figure}>{formatCount(counts.buy)}</span>
          <Link href={location.buyUrl}>Homes for sale</Link>
        </li>
        <li>
          <span className={styles.figure}>{formatCount(counts.rent)}</span>
          <Link href={location.rentUrl}>Homes for rent</Link>
        </li>
        <li>
          <span className={styles.figure}>{formatCount(counts.sold)}</span>
          <Link href={location.soldUrl}>Recently sold</Link>
        </li>
      </ul>
    </section>
  );
  // On a desktop the suburb's homes, agents and questions sit beside the overview (boundary,
  // prices, trends, sales, streets, schools, what locals say); on a phone they come first, as the
  // homes always did, then the overview.
  return (
    <div className={`${layout.columns} ${layout.asideFirst}`}>
      <aside
        className={layout.aside}
        aria-label={`Homes, agents and questions in ${location.name}`}
        data-testid="suburb-aside"
      >
        {homes}
        <Suspense fallback={null}>
          <LocalAgents location={location} />
        </Suspense>
        <Suspense fallback={<p className={styles.muted}>Loading questions…</p>}>
          <QuestionsSection location={location} />
        </Suspense>
      </aside>
      <div className={layout.main} data-testid="suburb-main">
        <Suspense fallback={null}>
          <BoundarySection location={location} />
        </Suspense>
        <section aria-labelledby="medians-heading" className={styles.section}>
          <h2 id="medians-heading">Median prices</h2>
          <ul className={styles.figures} data-testid="suburb-medians">
            <li>
              <span className={styles.figure}>
                {location.medians.salePrice != null ? formatPriceShort(location.medians.salePrice) : "Not enough sales"}
              </span>
              <span>Median sold price, last 12 months</span>
            </li>
            <li>
              <span className={styles.figure}>
                {location.medians.rentPrice != null
                  ? `${formatDollars(location.medians.rentPrice)} pw`
                  : "Not enough rentals"}
              </span>
              <span>Median weekly rent</span>
            </li>
          </ul>
        </section>
        <Suspense fallback={<p className={styles.muted}>Loading market trends…</p>}>
          <MarketSection location={location} trendType={trendType} />
        </Suspense>
        <Suspense fallback={<p className={styles.muted}>Loading recent sales…</p>}>
          <RecentSales location={location} />
        </Suspense>
        <Suspense fallback={<p className={styles.muted}>Loading streets…</p>}>
          <ChildrenOfSuburb location={location} />
        </Suspense>
        <NeighbourhoodSections location={location} />
      </div>
    </div>
  );
}
