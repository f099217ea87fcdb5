import Link from "next/link";
import { REVIEW_FACTORS } from "@/lib/community/review-factors";
import { RANKINGS, rankingTitle, TOP_RATED_PATH, topRatedPath } from "@/lib/community/rankings";
import type { TopRatedPage } from "@/lib/services/community/rankings";
import frame from "../../_components/ranking-page.module.css";

const oneDecimal = (value: number | null) => (value === null ? "–" : value.toFixed(1));

/** A ranking with its method beside it: the score, the reviews it rests on and each factor's average. */
export function RankingView({ page }: { page: TopRatedPage }) {
  const { place, ranking, placeType } = page;
  const title = rankingTitle(ranking, placeType);
  const noun = placeType === "street" ? "street" : "suburb";
  const other = placeType === "street" ? "suburb" : "street";
  return (
    <article className={frame.page} data-testid="top-rated">
      <nav aria-label="Breadcrumb">
        <Link href={TOP_RATED_PATH}>Top rated places</Link>
      </nav>
      <h1>
        {title} in {place.displayText}
      </h1>
      <p>
        Ranked by locals&apos; reviews. A {noun} needs at least {page.minReviews} reviews
        {ranking.key === "overall" ? "" : " rating this factor"} to be ranked; each score is a Bayesian average that
        adds {page.priorWeight} reviews at {place.name}&apos;s average ({page.mean.toFixed(2)} over{" "}
        {page.meanOver.toLocaleString("en-AU")} ratings of its {noun}s) to the {noun}&apos;s own, so a few glowing
        reviews cannot top the list. <Link href={TOP_RATED_PATH}>How we rank</Link>
      </p>
      <p>
        <Link href={topRatedPath(place.slug, ranking, other)} data-testid="other-place-type">
          {rankingTitle(ranking, other)} in {place.name}
        </Link>
      </p>
      <nav aria-label="Rankings">
        <ul className={frame.choices}>
          {RANKINGS.map((choice) => (
            <li key={choice.key}>
              {choice.key === ranking.key ? (
                <strong aria-current="page">{rankingTitle(choice, placeType)}</strong>
              ) : (
                <Link href={topRatedPath(place.slug, choice, placeType)}>{rankingTitle(choice, placeType)}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {page.places.length === 0 ? (
        <p data-testid="no-ranking">
          No {noun} in {place.name} has {page.minReviews} reviews yet, so none is ranked.
        </p>
      ) : (
        <div className={frame.tableBox}>
          <table className={frame.table} data-testid="ranking">
            <caption>
              {title} in {place.name}: rank, score and the reviews behind it
            </caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">{placeType === "street" ? "Street" : "Suburb"}</th>
                <th scope="col">Score</th>
                <th scope="col">Own average</th>
                <th scope="col">Reviews</th>
                {REVIEW_FACTORS.map((factor) => (
                  <th scope="col" key={factor.key}>
                    {factor.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.places.map((ranked) => (
                <tr key={ranked.id} data-testid="ranked-place">
                  <td>{ranked.rank}</td>
                  <th scope="row">
                    <Link href={ranked.location.uri}>{ranked.location.displayText}</Link>
                  </th>
                  <td>{ranked.score.toFixed(2)}</td>
                  <td>
                    {oneDecimal(ranked.average)} ({ranked.ratings})
                  </td>
                  <td>{ranked.reviewCount}</td>
                  {REVIEW_FACTORS.map((factor) => (
                    <td key={factor.key}>{oneDecimal(ranked.factorAverages[factor.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.unranked > 0 && (
        <p>
          {page.unranked.toLocaleString("en-AU")} more {page.unranked === 1 ? `${noun} has` : `${noun}s have`} reviews
          but too few to rank.
        </p>
      )}
      {page.regions.length > 0 && (
        <section aria-labelledby="regions">
          <h2 id="regions">By region</h2>
          <ul className={frame.choices}>
            {page.regions.map((region) => (
              <li key={region.id}>
                <Link href={topRatedPath(region.slug, ranking, placeType)}>{region.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
