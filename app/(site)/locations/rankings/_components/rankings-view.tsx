import Link from "next/link";
import { Suspense } from "react";
import { formatDate } from "@/lib/format/dates";
import { TOP_RATED_PATH, topRatedPath } from "@/lib/community/rankings";
import { MIN_SALES_TO_RANK, VIEW_DAYS } from "@/lib/locations/market-rankings";
import { marketRankingsPath } from "@/lib/locations/market-ranking-urls";
import { getMarketRankings } from "@/lib/services/locations/market-rankings";
import type { Location } from "@/lib/services/locations/location";
import { requestContext } from "@/lib/services/request-context";
import { BestValueForm } from "./best-value-form";
import { placeName } from "./load";
import styles from "../rankings.module.css";
import frame from "../../_components/ranking-page.module.css";

const FIGURE = {
  "most-viewed": { value: `Listing views (${VIEW_DAYS} days)`, sample: null },
  "fastest-selling": { value: "Median days on market", sample: "Sales (12 months)" },
} as const;

async function RankingTables({ place }: { place: Location | null }) {
  const page = await getMarketRankings(requestContext(), place);
  const where = placeName(place);
  return (
    <>
      {page.rankings.map((ranking) => (
        <section key={ranking.key} aria-labelledby={`${ranking.key}-heading`}>
          <h2 id={`${ranking.key}-heading`}>
            {ranking.title} in {where}
          </h2>
          {ranking.suburbs.length === 0 ? (
            <p className={styles.muted}>No suburb in {where} has the figures for this ranking yet.</p>
          ) : (
            <div className={frame.tableBox}>
              <table className={frame.table} data-testid={`ranking-${ranking.key}`}>
                <caption>
                  {ranking.title} in {where}: rank and the figure behind it
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Rank</th>
                    <th scope="col">Suburb</th>
                    <th scope="col">{FIGURE[ranking.key].value}</th>
                    {FIGURE[ranking.key].sample && <th scope="col">{FIGURE[ranking.key].sample}</th>}
                  </tr>
                </thead>
                <tbody>
                  {ranking.suburbs.map((suburb) => (
                    <tr key={suburb.suburbId} data-testid="ranked-suburb">
                      <td>{suburb.rank}</td>
                      <th scope="row">
                        <Link href={suburb.location.uri}>{suburb.location.displayText}</Link>
                      </th>
                      <td>{suburb.value.toLocaleString("en-AU")}</td>
                      {FIGURE[ranking.key].sample && <td>{suburb.sample.toLocaleString("en-AU")}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
      {page.computedAt !== null && (
        <p className={styles.muted}>
          Figures as of <time dateTime={new Date(page.computedAt).toISOString()}>{formatDate(page.computedAt)}</time>;
          recomputed every hour.
        </p>
      )}
      {page.within.length > 0 && (
        <section aria-labelledby="within-heading">
          <h2 id="within-heading">{place === null ? "By state" : `By region of ${place.name}`}</h2>
          <ul className={frame.choices}>
            {page.within.map((child) => (
              <li key={child.id}>
                <Link href={marketRankingsPath(child.slug)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** A place's market rankings and the buyer's best-value question, all server-rendered. */
export function RankingsView({ place }: { place: Location | null }) {
  const where = placeName(place);
  return (
    <article className={frame.page} data-testid="market-rankings">
      <nav aria-label="Breadcrumb">
        <Link href="/locations">Where to live</Link>
        {place && (
          <>
            {" › "}
            <Link href={marketRankingsPath()}>Rankings in Australia</Link>
          </>
        )}
      </nav>
      <h1>Suburb rankings in {where}</h1>
      <p>
        The suburbs buyers look at most (views of their listings over the last {VIEW_DAYS} days) and the ones that sell
        fastest (the median days from listing to sale over the last 12 months, among suburbs with at least{" "}
        {MIN_SALES_TO_RANK} sales). For what locals think of them, see the{" "}
        <Link href={place ? topRatedPath(place.slug) : TOP_RATED_PATH}>top rated suburbs by locals&apos; reviews</Link>
        {place && (
          <>
            {" "}
            or <Link href={place.uri}>{where}&apos;s suburbs</Link>
          </>
        )}
        .
      </p>
      <section aria-labelledby="best-value-heading">
        <h2 id="best-value-heading">Best value for your budget</h2>
        <p>Where can you buy the home you want? Ask, and share the answer&apos;s address.</p>
        <BestValueForm placeSlug={place?.slug} placeName={where} />
      </section>
      <Suspense fallback={<p className={styles.muted}>Loading rankings…</p>}>
        <RankingTables place={place} />
      </Suspense>
    </article>
  );
}
