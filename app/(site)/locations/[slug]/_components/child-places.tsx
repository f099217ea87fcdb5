import Link from "next/link";
import { topRatedPath } from "@/lib/community/rankings";
import { bestValuePath, marketRankingsPath } from "@/lib/locations/market-ranking-urls";
import type { Location } from "@/lib/services/locations/location";
import { getChildLocations, getLocationIndex } from "@/lib/services/locations/location-places";
import { requestContext } from "@/lib/services/request-context";
import { PlaceList } from "../../_components/place-list";
import styles from "../../locations.module.css";

const CHILDREN = { state: "Regions", region: "Areas", area: "Suburbs" } as const;

/** A state's regions (and its popular suburbs), a region's areas, an area's suburbs. */
export async function ChildPlaces({ location, type }: { location: Location; type: "state" | "region" | "area" }) {
  const ctx = requestContext();
  const { slug, name } = location;
  const [children, popular] = await Promise.all([
    getChildLocations(ctx, location, 200),
    type === "state" ? getLocationIndex(ctx, { type: "suburb", stateCode: location.stateCode, take: 24 }) : null,
  ]);
  return (
    <>
      {popular && (
        <section aria-labelledby="popular-heading" className={styles.section}>
          <h2 id="popular-heading">Popular suburbs in {name}</h2>
          <PlaceList places={popular} testId="popular-suburbs" />
        </section>
      )}
      {type !== "area" && (
        <nav aria-label={`Rankings in ${name}`} className={styles.section}>
          <p>
            Rankings in {name}: <Link href={marketRankingsPath(slug)}>most viewed and fastest-selling suburbs</Link>,{" "}
            <Link href={bestValuePath(slug)}>best value for your budget</Link> and{" "}
            <Link href={topRatedPath(slug)}>top rated by locals</Link>.
          </p>
        </nav>
      )}
      <section aria-labelledby="children-heading" className={styles.section}>
        <h2 id="children-heading">
          {CHILDREN[type]} in {name}
        </h2>
        <PlaceList places={children} testId="child-places" />
      </section>
    </>
  );
}
