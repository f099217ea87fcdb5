import Link from "next/link";
import { getPopularLocations } from "@/lib/services/locations/popular-locations";
import { locationSearchUrl } from "@/lib/services/locations/location-search-url";
import { requestContext } from "@/lib/services/request-context";
import styles from "./home.module.css";

export async function PopularSuburbs() {
  const popularLocations = await getPopularLocations(requestContext(), { take: 16 });
  return (
    <ul className={styles.suburbs}>
      {popularLocations.map((location) => (
        <li key={location.id}>
          <Link href={locationSearchUrl("Buy", location.slug)} className={styles.suburbLink}>
            {location.displayText}
          </Link>
        </li>
      ))}
    </ul>
  );
}
