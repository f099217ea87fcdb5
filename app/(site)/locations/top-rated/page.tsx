import type { Metadata } from "next";
import Link from "next/link";
import { STATES } from "@/lib/locations/states";
import { RANKINGS_PATH } from "@/lib/locations/market-ranking-urls";
import { MIN_REVIEWS_TO_RANK, PRIOR_WEIGHT, RANKINGS, TOP_RATED_PATH, topRatedPath } from "@/lib/community/rankings";
import styles from "./top-rated.module.css";
import frame from "../_components/ranking-page.module.css";

export const metadata: Metadata = {
  title: "Top rated places by locals' reviews, and how we rank them",
  description:
    "Suburbs and streets ranked from locals' reviews, overall and by safety, family friendliness, community, transport and schools, with the formula shown.",
  alternates: { canonical: TOP_RATED_PATH },
};

/** How the rankings work (the formula, the minimum, the weight), and where to find them. */
export default function TopRated() {
  return (
    <article className={frame.page}>
      <h1>Top rated places, and how we rank them</h1>
      <p>
        Our rankings come only from reviews locals write on Homefront, and we show our working: every ranked suburb
        lists its score, its own average, how many reviews it rests on and its score for each factor.
      </p>
      <h2>The formula</h2>
      <p className={styles.formula}>
        score = ({PRIOR_WEIGHT} × regional average + sum of the suburb&apos;s ratings) ÷ ({PRIOR_WEIGHT} + number of the
        suburb&apos;s ratings)
      </p>
      <ul>
        <li>
          <strong>A minimum of {MIN_REVIEWS_TO_RANK} reviews.</strong> A suburb with fewer is listed as having too few
          reviews, never ranked: one or two opinions are not a ranking.
        </li>
        <li>
          <strong>A Bayesian average.</strong> Every suburb starts as if it had {PRIOR_WEIGHT} reviews at the average of
          all reviews in its state or region. Its own reviews then pull it away from there, so five perfect reviews
          score lower than fifty that average 4.8, and a suburb climbs only as more locals agree.
        </li>
        <li>
          <strong>By factor.</strong> The safest, most family-friendly and other rankings use the same formula on that
          factor&apos;s ratings, counting only reviews that rated it.
        </li>
        <li>
          <strong>Streets too.</strong> A state&apos;s or region&apos;s streets are ranked the same way, against the
          average of its streets&apos; ratings, with the same minimum of {MIN_REVIEWS_TO_RANK} reviews.
        </li>
        <li>
          <strong>Only what is visible.</strong> Reviews held after reports, hidden or removed by a moderator or deleted
          by their authors do not count.
        </li>
      </ul>
      <p>
        For the market&apos;s view (the most viewed and fastest-selling suburbs, and where a budget buys a home), see{" "}
        <Link href={RANKINGS_PATH}>suburb rankings by market figures</Link>.
      </p>
      <h2>Rankings by state</h2>
      <ul className={frame.choices}>
        {STATES.map((state) => (
          <li key={state.code}>
            <Link href={topRatedPath(state.code.toLowerCase())}>{state.name}</Link> (
            <Link href={topRatedPath(state.code.toLowerCase(), undefined, "street")}>streets</Link>)
          </li>
        ))}
      </ul>
      <h2>By factor</h2>
      <p>
        In each state and region:{" "}
        {RANKINGS.slice(1)
          .map((ranking) => ranking.title.toLowerCase())
          .join(", ")}
        .
      </p>
    </article>
  );
}
