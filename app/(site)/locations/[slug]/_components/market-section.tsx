import { formatDollars } from "@/lib/format/money";
import { formatPriceShort } from "@/lib/format/price";
import { propertyTypeById, type PropertyTypeEntry } from "@/lib/listings/property-types";
import { ALL, MAX_BEDROOMS } from "@/lib/locations/market-figures";
import type { Location } from "@/lib/services/locations/location";
import { getMarketMedians, getMarketTrend, type MarketMedianFigure } from "@/lib/services/locations/market";
import { requestContext } from "@/lib/services/request-context";
import { TableFrame } from "@/app/_components/table-frame";
import { TrendChart } from "./trend-chart";
import { TrendTypeChoice } from "./trend-type-choice";
import styles from "../../locations.module.css";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 26" for 202611. */
function monthLabel(month: number): string {
  return `${MONTHS[(month % 100) - 1]} ${String(Math.floor(month / 100) % 100).padStart(2, "0")}`;
}

const BEDROOMS = [ALL, 1, 2, 3, 4, MAX_BEDROOMS];
const bedroomsLabel = (bedrooms: number) =>
  bedrooms === ALL ? "All" : bedrooms === MAX_BEDROOMS ? `${MAX_BEDROOMS}+ bed` : `${bedrooms} bed`;

/**
 * Market trends (24 months of median sold price and weekly rent as server-drawn charts, with every
 * monthly figure in a table), for all property types or the one chosen by link (`?trend=houses`), and the 12-month medians by property type and bedrooms. Everything
 * is read from the precomputed figures (lib/services/locations/market.ts).
 */
export async function MarketSection({ location, trendType }: { location: Location; trendType?: PropertyTypeEntry }) {
  const { slug, name } = location;
  const ctx = requestContext();
  const [trend, medians] = await Promise.all([
    getMarketTrend(ctx, location, trendType?.id ?? ALL),
    getMarketMedians(ctx, location),
  ]);
  const typeWords = trendType ? trendType.plural.toLowerCase() : "all property types";
  const sold = trend.reduce((sum, month) => sum + month.sold, 0);
  const leased = trend.reduce((sum, month) => sum + month.leased, 0);
  return (
    <>
      <section aria-labelledby="trends-heading" className={styles.section} id="market-trends">
        <h2 id="trends-heading">Market trends in {name}</h2>
        <TrendTypeChoice slug={slug} current={trendType} medians={medians} />
        {sold + leased === 0 ? (
          <p className={styles.muted} data-testid="trend-summary">
            No {typeWords} sold or leased here in the last 24 months.
          </p>
        ) : (
          <>
            <p className={styles.muted} data-testid="trend-summary">
              {sold} sold and {leased} leased in the last 24 months, {typeWords}.
            </p>
            <h3>Median sold price</h3>
            <TrendChart
              testId="trend-chart-sold"
              label={`Median sold price by month in ${name}, ${typeWords}, last 24 months; the figures are in the table below.`}
              points={trend.map((month) => ({ label: monthLabel(month.month), value: month.medianSoldPrice ?? null }))}
              formatValue={formatPriceShort}
            />
            <h3>Median weekly rent</h3>
            <TrendChart
              testId="trend-chart-rent"
              label={`Median weekly rent by month in ${name}, ${typeWords}, last 24 months; the figures are in the table below.`}
              points={trend.map((month) => ({ label: monthLabel(month.month), value: month.medianRent ?? null }))}
              formatValue={(value) => formatDollars(value)}
            />
            <details>
              <summary>All monthly figures as a table</summary>
              <TableFrame label={`Market figures by month in ${name}`}>
                <table className={styles.table} data-testid="trend-table">
                  <caption className="visually-hidden">
                    Market figures by month in {name}, {typeWords}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Month</th>
                      <th scope="col">Sold</th>
                      <th scope="col">Median sold price</th>
                      <th scope="col">Median days on market</th>
                      <th scope="col">Sold below first asking price</th>
                      <th scope="col">Leased</th>
                      <th scope="col">Median weekly rent</th>
                    </tr>
                  </thead>
                  <tbody>
                    {trend.map((month) => (
                      <tr key={month.month}>
                        <th scope="row">{monthLabel(month.month)}</th>
                        <td>{month.sold}</td>
                        <td>{month.medianSoldPrice != null ? formatDollars(month.medianSoldPrice) : "–"}</td>
                        <td>{month.medianDaysOnMarket ?? "–"}</td>
                        <td>
                          {month.soldBelowAskingShare != null
                            ? `${Math.round(month.soldBelowAskingShare * 100)}%`
                            : "–"}
                        </td>
                        <td>{month.leased}</td>
                        <td>{month.medianRent != null ? `${formatDollars(month.medianRent)} pw` : "–"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableFrame>
            </details>
          </>
        )}
      </section>
      <MediansTable
        title="Median sold price by property type"
        rows={medians.filter((median) => median.status === "sold")}
        format={formatPriceShort}
        testId="medians-sold"
      />
      <MediansTable
        title="Median weekly rent by property type"
        rows={medians.filter((median) => median.status === "leased")}
        format={(value) => `${formatDollars(value)} pw`}
        testId="medians-leased"
      />
    </>
  );
}

function MediansTable(props: {
  title: string;
  rows: readonly MarketMedianFigure[];
  format: (value: number) => string;
  testId: string;
}) {
  if (props.rows.length === 0) return null;
  const types = [...new Set(props.rows.map((row) => row.propertyType))].sort((a, b) => a - b);
  return (
    <section className={styles.section} aria-label={`${props.title}, last 12 months`}>
      <h3>{props.title}, last 12 months</h3>
      <TableFrame label={`${props.title}, last 12 months`}>
        <table className={styles.table} data-testid={props.testId}>
          <thead>
            <tr>
              <th scope="col">Property type</th>
              {BEDROOMS.map((bedrooms) => (
                <th scope="col" key={bedrooms}>
                  {bedroomsLabel(bedrooms)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type}>
                <th scope="row">{type === ALL ? "All types" : propertyTypeById(type).plural}</th>
                {BEDROOMS.map((bedrooms) => {
                  const row = props.rows.find((r) => r.propertyType === type && r.bedrooms === bedrooms);
                  return (
                    <td key={bedrooms}>
                      {row?.medianPrice != null ? `${props.format(row.medianPrice)} (${row.listings})` : "–"}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
