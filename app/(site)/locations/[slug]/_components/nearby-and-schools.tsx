import { LocationChildrenDocument, LocationNearbyAndSchoolsDocument } from "@/lib/graphql/generated/operations";
import { runOperation } from "@/lib/graphql/server";
import { PlaceList } from "../../_components/place-list";
import styles from "../../locations.module.css";

const LEVEL = { primary: "Primary", secondary: "Secondary", combined: "Combined" } as const;
const SECTOR = { government: "Government", private: "Private" } as const;

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
        {location.schools.length === 0 ? (
          <p className={styles.muted}>No schools within 40 km.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">School</th>
                <th scope="col">Type</th>
                <th scope="col">Years</th>
                <th scope="col">Distance</th>
              </tr>
            </thead>
            <tbody>
              {location.schools.map((school) => (
                <tr key={school.id}>
                  <th scope="row">{school.name}</th>
                  <td>
                    {SECTOR[school.sector]} {LEVEL[school.level].toLowerCase()}
                    {school.gender !== "coed" ? `, ${school.gender}` : ""}
                  </td>
                  <td>{school.yearRange}</td>
                  <td>{school.distanceKm.toFixed(1)} km</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
