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

/** A list of places linking to their pages, with the median price when there is one. */
export function PlaceList({ places, testId }: { places: readonly PlaceLink[]; testId?: string }) {
  return (
    <ul className={styles.places} data-testid={testId}>
      {places.map((place) => (
        <li key={place.id}>
          <Link href={place.uri}>{placeLabel(place)}</Link>
          {place.medians?.salePrice != null && (
            <span className={styles.muted}> · median {formatPriceShort(place.medians.salePrice)}</span>
          )}
          {place.medians?.salePrice == null && place.medians?.rentPrice != null && (
            <span className={styles.muted}> · median {formatDollars(place.medians.rentPrice)} pw</span>
          )}
        </li>
      ))}
    </ul>
  );
}
