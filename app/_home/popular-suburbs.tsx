import Link from "next/link";
import { runOperation } from "@/lib/graphql/server";
import { PopularLocationsDocument } from "@/lib/graphql/generated/documents/PopularLocations";
import styles from "./home.module.css";

export async function PopularSuburbs() {
  const { popularLocations } = await runOperation(PopularLocationsDocument, { take: 16 });
  return (
    <ul className={styles.suburbs}>
      {popularLocations.map((location) => (
        <li key={location.id}>
          <Link href={location.buyUrl} className={styles.suburbLink}>
            {location.displayText}
          </Link>
        </li>
      ))}
    </ul>
  );
}
