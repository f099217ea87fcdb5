import Link from "next/link";
import { formatDollars } from "@/lib/format/money";
import { formatPriceShort } from "@/lib/format/price";
import styles from "../locations.module.css";

export interface PlaceLink {
  id: string | number;
  uri: string;
  name: string;
  type: string;
  displayText: string;
  medians?: { salePrice?: number | null; rentPrice?: number | null } | null;
}

/** What a place is called in a list: suburbs and streets with state and postcode, larger places by name. */
export function placeLabel(place: Pick<PlaceLink, "type" | "name" | "displayText">): string {
  return place.type === "suburb" || place.type === "street" ? place.displayText : place.name;
}

/**
 * A list of places linking to their pages, with the median price when there is one (a find
 * page's matches go without: `showMedians={false}`).
 */
export function PlaceList({
  places,
  showMedians = true,
  testId,
}: {
  places: readonly PlaceLink[];
  showMedians?: boolean;
  testId?: string;
}) {
  return (
    <ul className={styles.places} data-testid={testId}>
      {places.map((place) => {
        const medians = showMedians ? place.medians : null;
        return (
          <li key={place.id}>
            <Link href={place.uri}>{placeLabel(place)}</Link>
            {medians?.salePrice != null && (
              <span className={styles.muted}> · median {formatPriceShort(medians.salePrice)}</span>
            )}
            {medians?.salePrice == null && medians?.rentPrice != null && (
              <span className={styles.muted}> · median {formatDollars(medians.rentPrice)} pw</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
