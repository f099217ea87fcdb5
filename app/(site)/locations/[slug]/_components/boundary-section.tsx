import { LocationBoundaryDocument } from "@/lib/graphql/generated/documents/LocationBoundary";
import { runOperation } from "@/lib/graphql/server";
import { BoundaryMap } from "./boundary-map";
import styles from "../../locations.module.css";

/** Where the suburb is: its boundary on a map, behind a button (boundary-map.tsx). */
export async function BoundarySection({ slug, name }: { slug: string; name: string }) {
  const { location } = await runOperation(LocationBoundaryDocument, { slug });
  const wellKnownText = location?.boundaryWellKnownText;
  if (!wellKnownText) return null;
  return (
    <section aria-labelledby="boundary-heading" className={styles.section}>
      <h2 id="boundary-heading">Where {name} is</h2>
      <BoundaryMap wellKnownText={wellKnownText} name={name} />
    </section>
  );
}
