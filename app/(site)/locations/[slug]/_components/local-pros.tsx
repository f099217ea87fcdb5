import { getLocalPros } from "@/lib/services/locations/local-pros";
import type { Location } from "@/lib/services/locations/location";
import { requestContext } from "@/lib/services/request-context";
import styles from "../../locations.module.css";

/**
 * What locals like about a place: the factors its locals rate well (with how many rated them)
 * and what they love, in their own words. Reviews are members' text: React renders it as text.
 */
export async function LocalPros({ location }: { location: Location }) {
  const { name } = location;
  const { pros, loves } = await getLocalPros(requestContext(), location);
  return (
    <section aria-labelledby="pros-heading" className={styles.section} data-testid="local-pros">
      <h2 id="pros-heading">What locals like about {name}</h2>
      {pros.length === 0 && loves.length === 0 ? (
        <p className={styles.muted}>Not enough locals have reviewed {name} yet to say.</p>
      ) : (
        <>
          {pros.length > 0 && (
            <ul className={styles.figures} data-testid="local-pros-factors">
              {pros.map((pro) => (
                <li key={pro.key}>
                  <span className={styles.figure}>{pro.rating.toFixed(1)}</span>
                  <span>
                    {pro.label} (rated by {pro.ratings} locals)
                  </span>
                </li>
              ))}
            </ul>
          )}
          {loves.length > 0 && (
            <ul className={styles.quotes} data-testid="local-pros-loves">
              {loves.map((love) => (
                <li key={love.reviewId}>
                  <blockquote>{love.text}</blockquote>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
