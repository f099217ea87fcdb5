import { formatDollars } from "@/lib/format/money";
import { formatPriceShort } from "@/lib/format/price";
import type { Location } from "@/lib/services/locations/location";
import { getStreetMarket } from "@/lib/services/locations/market";
import { requestContext } from "@/lib/services/request-context";
import styles from "../../locations.module.css";

const homes = (count: number, verb: string) => `${count} ${count === 1 ? "home" : "homes"} ${verb}`;

/**
 * A street's median sold price and weekly rent over the last two years, from the figures the
 * market refresh stores. Only published prices make the median; a street whose sales were all
 * withheld says so rather than showing a figure.
 */
export async function StreetMarket({ location }: { location: Location }) {
  const { name } = location;
  const figures = await getStreetMarket(requestContext(), location);
  const sold = figures.find((figure) => figure.status === "sold");
  const leased = figures.find((figure) => figure.status === "leased");
  return (
    <section aria-labelledby="street-median-heading" className={styles.section}>
      <h2 id="street-median-heading">Median prices on {name}</h2>
      <ul className={styles.figures} data-testid="street-medians">
        <li>
          <span className={styles.figure}>
            {sold?.medianPrice != null ? formatPriceShort(sold.medianPrice) : "No published sales"}
          </span>
          <span>Median sold price, last 2 years{sold ? ` (${homes(sold.listings, "sold")})` : ""}</span>
        </li>
        <li>
          <span className={styles.figure}>
            {leased?.medianPrice != null ? `${formatDollars(leased.medianPrice)} pw` : "No published rents"}
          </span>
          <span>Median weekly rent, last 2 years{leased ? ` (${homes(leased.listings, "leased")})` : ""}</span>
        </li>
      </ul>
    </section>
  );
}
