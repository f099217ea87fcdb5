import { LocationChildrenDocument } from "@/lib/graphql/generated/documents/LocationChildren";
import { LocationIndexDocument } from "@/lib/graphql/generated/documents/LocationIndex";
import Link from "next/link";
import { runOperation } from "@/lib/graphql/server";
import { topRatedPath } from "@/lib/community/rankings";
import { bestValuePath, marketRankingsPath } from "@/lib/locations/market-ranking-urls";
import { PlaceList } from "../../_components/place-list";
import styles from "../../locations.module.css";

const CHILDREN = { state: "Regions", region: "Areas", area: "Suburbs" } as const;

/** A state's regions (and its popular suburbs), a region's areas, an area's suburbs. */
export async function ChildPlaces(props: { slug: string; type: "state" | "region" | "area"; name: string }) {
  const [{ location }, popular] = await Promise.all([
    runOperation(LocationChildrenDocument, { slug: props.slug, take: 200 }),
    props.type === "state"
      ? runOperation(LocationIndexDocument, { type: "suburb", stateCode: props.slug.toUpperCase(), take: 24 })
      : null,
  ]);
  if (!location) return null;
  return (
    <>
      {popular && (
        <section aria-labelledby="popular-heading" className={styles.section}>
          <h2 id="popular-heading">Popular suburbs in {props.name}</h2>
          <PlaceList places={popular.locationIndex} testId="popular-suburbs" />
        </section>
      )}
      {props.type !== "area" && (
        <nav aria-label={`Rankings in ${props.name}`} className={styles.section}>
          <p>
            Rankings in {props.name}:{" "}
            <Link href={marketRankingsPath(props.slug)}>most viewed and fastest-selling suburbs</Link>,{" "}
            <Link href={bestValuePath(props.slug)}>best value for your budget</Link> and{" "}
            <Link href={topRatedPath(props.slug)}>top rated by locals</Link>.
          </p>
        </nav>
      )}
      <section aria-labelledby="children-heading" className={styles.section}>
        <h2 id="children-heading">
          {CHILDREN[props.type]} in {props.name}
        </h2>
        <PlaceList places={location.children} testId="child-places" />
      </section>
    </>
  );
}
