import { boundaryTextOf } from "@/lib/services/locations/cached-location-rows";
import type { Location } from "@/lib/services/locations/location";
import { requestContext } from "@/lib/services/request-context";
import { BoundaryMap } from "./boundary-map";
import styles from "../../locations.module.css";

/** Where the suburb is: its boundary on a map, behind a button (boundary-map.tsx). */
export async function BoundarySection({ location }: { location: Location }) {
  const wellKnownText = await boundaryTextOf(requestContext(), location);
  if (!wellKnownText) return null;
  return (
    <section aria-labelledby="boundary-heading" className={styles.section}>
      <h2 id="boundary-heading">Where {location.name} is</h2>
      <BoundaryMap wellKnownText={wellKnownText} name={location.name} />
    </section>
  );
}
