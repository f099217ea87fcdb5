import Link from "next/link";
import { Suspense } from "react";
import { CBDS } from "@/lib/locations/cbd";
import { MIN_SALES_FOR_VALUE } from "@/lib/locations/market-rankings";
import {
  bestValuePath,
  bestValueQuestion,
  marketRankingsPath,
  type BestValueFormValues,
  type BestValueQuery,
  type ParsedBestValueQuery,
} from "@/lib/locations/market-ranking-urls";
import { getBestValue } from "@/lib/services/locations/market-rankings";
import type { Location } from "@/lib/services/locations/location";
import { requestContext } from "@/lib/services/request-context";
import { BestValueForm } from "./best-value-form";
import { placeName } from "./load";
import styles from "../rankings.module.css";
import frame from "../../_components/ranking-page.module.css";

async function Answer({ place, query }: { place: Location | null; query: BestValueQuery }) {
  const { suburbs } = await getBestValue(requestContext(), place, query);
  const where = placeName(place);
  if (suburbs.length === 0)
    return (
      <p data-testid="best-value-none">
        No suburb in {where} has a median sold price for {bestValueQuestion(query)} over the last 12 months. Try a
        larger budget, fewer bedrooms or a longer distance.
      </p>
    );
  return (
    <div className={frame.tableBox}>
      <table className={frame.table} data-testid="best-value">
        <caption>
          Suburbs in {where} for {bestValueQuestion(query)}, closest to the CBD first
        </caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Suburb</th>
            <th scope="col">Median sold price</th>
            <th scope="col">Sales (12 months)</th>
            <th scope="col">Distance to the CBD</th>
          </tr>
        </thead>
        <tbody>
          {suburbs.map((suburb) => (
            <tr key={suburb.suburbId} data-testid="best-value-suburb">
              <td>{suburb.rank}</td>
              <th scope="row">
                <Link href={suburb.location.uri}>{suburb.location.displayText}</Link>
              </th>
              <td>${suburb.medianPrice.toLocaleString("en-AU")}</td>
              <td>{suburb.sales}</td>
              <td>
                {suburb.distanceKm.toLocaleString("en-AU")} km to {CBDS[suburb.stateCode].city}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The best-value question and, when asked properly, its answer; a bad question gets the reason. */
export function BestValueView({
  place,
  asked,
  parsed,
  values,
}: {
  place: Location | null;
  asked: boolean;
  parsed: ParsedBestValueQuery;
  values: BestValueFormValues;
}) {
  const where = placeName(place);
  return (
    <article className={frame.page} data-testid="best-value-page">
      <nav aria-label="Breadcrumb">
        <Link href={marketRankingsPath(place?.slug)}>Suburb rankings in {where}</Link>
      </nav>
      <h1>
        {parsed.ok ? `Where can I buy ${bestValueQuestion(parsed.query)} in ${where}?` : `Best value in ${where}`}
      </h1>
      <p>
        Suburbs whose median sold price for the property type and bedrooms over the last 12 months (on at least{" "}
        {MIN_SALES_FOR_VALUE} sales) is within the budget, closest to their capital&apos;s CBD first. A median is what
        half the homes sold for less than: some homes there cost more.
      </p>
      <BestValueForm placeSlug={place?.slug} placeName={where} values={values} />
      {asked && !parsed.ok && (
        <p role="alert" className={styles.error} data-testid="best-value-error">
          {parsed.message}
        </p>
      )}
      {parsed.ok && (
        <section aria-labelledby="answer-heading">
          <h2 id="answer-heading">Suburbs that fit</h2>
          <p className={styles.muted}>
            Share this answer: <Link href={bestValuePath(place?.slug, parsed.query)}>its address</Link>
          </p>
          <Suspense fallback={<p className={styles.muted}>Finding suburbs…</p>}>
            <Answer place={place} query={parsed.query} />
          </Suspense>
        </section>
      )}
    </article>
  );
}
