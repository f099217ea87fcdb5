import { LocalProsDocument } from "@/lib/graphql/generated/documents/LocalPros";
import { runOperation } from "@/lib/graphql/server";
import styles from "../../locations.module.css";

/**
 * What locals like about a place: the factors its locals rate well (with how many rated them)
 * and what they love, in their own words. Reviews are members' text: React renders it as text.
 */
export async function LocalPros({ slug, name }: { slug: string; name: string }) {
  const { location } = await runOperation(LocalProsDocument, { slug });
  if (!location) return null;
  const { pros, loves } = location.localPros;
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
