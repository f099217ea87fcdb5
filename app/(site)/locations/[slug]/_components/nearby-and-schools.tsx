import { SchoolsTable } from "@/app/(site)/_components/schools-table/schools-table";
import type { Location } from "@/lib/services/locations/location";
import { getChildLocations, getNearbyOfLocation } from "@/lib/services/locations/location-places";
import { requestContext } from "@/lib/services/request-context";
import { getSchoolsNear } from "@/lib/services/schools/schools-near";
import { PlaceList } from "../../_components/place-list";
import styles from "../../locations.module.css";

/** A suburb's streets (the ones with homes on Homefront), busiest first. */
export async function ChildrenOfSuburb({ location }: { location: Location }) {
  const streets = await getChildLocations(requestContext(), location, 50);
  if (streets.length === 0) return null;
  return (
    <section aria-labelledby="streets-heading" className={styles.section}>
      <h2 id="streets-heading">Streets in {location.name}</h2>
      <PlaceList places={streets} testId="suburb-streets" />
    </section>
  );
}

/** Nearby suburbs (5) and the nearest schools (20). */
export async function NearbyAndSchools({ location }: { location: Location }) {
  const ctx = requestContext();
  const [nearby, schools] = await Promise.all([
    getNearbyOfLocation(ctx, location, 5),
    getSchoolsNear(ctx, { ...location.latLong, take: 20 }),
  ]);
  return (
    <>
      {nearby.length > 0 && (
        <section aria-labelledby="nearby-heading" className={styles.section}>
          <h2 id="nearby-heading">Nearby suburbs</h2>
          <PlaceList places={nearby} testId="nearby-suburbs" />
        </section>
      )}
      <section aria-labelledby="schools-heading" className={styles.section} data-testid="location-schools">
        <h2 id="schools-heading">Schools near {location.name}</h2>
        <SchoolsTable schools={schools} />
      </section>
    </>
  );
}
