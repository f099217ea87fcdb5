import { LocationChildrenDocument } from "@/lib/graphql/generated/documents/LocationChildren";
import { LocationNearbyAndSchoolsDocument } from "@/lib/graphql/generated/documents/LocationNearbyAndSchools";
import { SchoolsTable } from "@/app/(site)/_components/schools-table/schools-table";
import { runOperation } from "@/lib/graphql/server";
import { PlaceList } from "../../_components/place-list";
import styles from "../../locations.module.css";

/** A suburb's streets (the ones with homes on Homefront), busiest first. */
export async function ChildrenOfSuburb({ slug, name }: { slug: string; name: string }) {
  const { location } = await runOperation(LocationChildrenDocument, { slug, take: 50 });
  if (!location || location.children.length === 0) return null;
  return (
    <section aria-labelledby="streets-heading" className={styles.section}>
      <h2 id="streets-heading">Streets in {name}</h2>
      <PlaceList places={location.children} testId="suburb-streets" />
    </section>
  );
}

/** Nearby suburbs (5) and the nearest schools (20). */
export async function NearbyAndSchools({ slug, name }: { slug: string; name: string }) {
  const { location } = await runOperation(LocationNearbyAndSchoolsDocument, { slug });
  if (!location) return null;
  return (
    <>
      {location.nearby.length > 0 && (
        <section aria-labelledby="nearby-heading" className={styles.section}>
          <h2 id="nearby-heading">Nearby suburbs</h2>
          <PlaceList places={location.nearby} testId="nearby-suburbs" />
        </section>
      )}
      <section aria-labelledby="schools-heading" className={styles.section} data-testid="location-schools">
        <h2 id="schools-heading">Schools near {name}</h2>
        <SchoolsTable schools={location.schools} />
      </section>
    </>
  );
}
