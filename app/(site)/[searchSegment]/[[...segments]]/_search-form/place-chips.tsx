import type { SearchLocation } from "@/lib/search/filter";
import { locationDisplayText } from "@/lib/search/search-location";
import styles from "./search-form.module.css";

/**
 * The searched places as chips, "Bondi, NSW 2026" with a "Remove Bondi, NSW 2026" button (they
 * showed the slug). The page resolves its places before the shell, so the names are the places'
 * own ("O'Connor"); each chip carries its slug as a form field, so the form sends the same search.
 */
export function PlaceChips({ locations }: { locations: readonly SearchLocation[] }) {
  return (
    <ul className={styles.chips} aria-label="Places searched" data-testid="place-chips">
      {locations.map((location) => {
        const label = locationDisplayText(location);
        return (
          <li key={location.slug} className={styles.chip} data-testid="place-chip">
            <input type="hidden" name="location" value={location.slug} />
            <span>{label}</span>
            <button
              type="submit"
              name="remove-location"
              value={location.slug}
              className={styles.chipRemove}
              aria-label={`Remove ${label}`}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
