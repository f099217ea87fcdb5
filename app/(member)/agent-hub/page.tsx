import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import {
  AGENT_TRANSACTIONS_PATH,
  FEEDS_HUB_PATH,
  INFO_KIT_SETTINGS_PATH,
  PERFORMANCE_HUB_PATH,
  VENDOR_REVIEWS_PATH,
} from "@/lib/agents/hub-urls";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { getViewer } from "@/lib/session/server/viewer";
import { flagEnabled } from "@/lib/flags";
import { formatDate } from "@/lib/format/dates";
import type { WeeklySeries } from "@/lib/agents/performance-hub";
import { locationPath } from "@/lib/locations/location-urls";
import { getPerformanceHub } from "@/lib/services/agents/performance-hub";
import { getRequestFlags } from "@/lib/services/platform/request-flags";
import { requestContext } from "@/lib/services/request-context";
import styles from "./agent-hub.module.css";
import { countOf } from "@/lib/format/numbers";

export const metadata: Metadata = { title: "Your performance hub", robots: { index: false } };

const WEEK_MS = 7 * 86_400_000;

function change(series: WeeklySeries): string {
  if (series.changePercent === null) return "no earlier weeks to compare";
  const sign = series.changePercent > 0 ? "+" : "";
  return `${sign}${series.changePercent}% on the four weeks before`;
}

/**
 * The signed-in agent's performance hub: how their listings and profile are seen, the enquiries
 * they get and where they rank in their suburbs. Personal, so rendered per request for the member
 * (member pages are never in the shared page cache); shown only while the performanceHub flag is on.
 */
export default async function PerformanceHubPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(signInPathFor(PERFORMANCE_HUB_PATH));
  if (!flagEnabled(await getRequestFlags(PERFORMANCE_HUB_PATH), "performanceHub")) notFound();
  // Only an agent has a hub: for anyone else (or an agent profile that is gone) there is no such page.
  const hub = await getPerformanceHub(requestContext(), viewer);
  if (!hub.ok) notFound();
  const { since } = hub;
  const rows = hub.listingViews.weeks.map((_, i) => ({
    start: since + i * WEEK_MS,
    listingViews: hub.listingViews.weeks[i]!,
    profileViews: hub.profileViews.weeks[i]!,
    enquiries: hub.enquiries.weeks[i]!,
  }));
  const figure = (label: string, series: WeeklySeries, testId: string) => (
    <li className={styles.figure} data-testid={testId}>
      {label}
      <strong>{series.total}</strong>
      <span className={styles.muted}>{change(series)}</span>
    </li>
  );

  return (
    <div className={styles.page} data-testid="performance-hub">
      <h1>Your performance hub</h1>
      <p>
        {hub.agent.name} · <Link href={hub.agent.profileUrl}>Your public profile</Link> ·{" "}
        <Link href={AGENT_TRANSACTIONS_PATH}>Your sold and leased results</Link> ·{" "}
        <Link href={VENDOR_REVIEWS_PATH}>Ask your vendors for reviews</Link> ·{" "}
        <Link href={INFO_KIT_SETTINGS_PATH}>Your information kit and fees</Link> ·{" "}
        <Link href={FEEDS_HUB_PATH}>Your office&apos;s listing feeds</Link>
      </p>

      <section aria-labelledby="hub-totals">
        <h2 id="hub-totals">The last 12 weeks</h2>
        <ul className={styles.figures}>
          {figure("Views of your listings", hub.listingViews, "hub-listing-views")}
          {figure("Views of your profile", hub.profileViews, "hub-profile-views")}
          {figure("Enquiries", hub.enquiries, "hub-enquiries")}
        </ul>
      </section>

      <section aria-labelledby="hub-trends">
        <h2 id="hub-trends">Week by week</h2>
        <table className={styles.table} data-testid="hub-weeks">
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              <th scope="col">Listing views</th>
              <th scope="col">Profile views</th>
              <th scope="col">Enquiries</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.start}>
                <th scope="row">{formatDate(row.start)}</th>
                <td>{row.listingViews}</td>
                <td>{row.profileViews}</td>
                <td>{row.enquiries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="hub-standings">
        <h2 id="hub-standings">Where you rank</h2>
        <p className={styles.muted}>
          By homes sold in the last 12 months, as the agent finder ranks agents: then fewer days on market, then rating.
        </p>
        {hub.standings.length === 0 ? (
          <p>You have no listings yet, so there is no suburb to rank you in.</p>
        ) : (
          <ul data-testid="hub-standings">
            {hub.standings.map((standing) => (
              <li key={standing.location.id}>
                <Link href={locationPath(standing.location.slug)}>{standing.location.displayText}</Link>:{" "}
                {standing.rank === null
                  ? `no sales there in 12 months (${countOf(standing.agentsRanked, "agent")} sold there)`
                  : `number ${standing.rank} of ${countOf(standing.agentsRanked, "agent")}, ${standing.sold} sold`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
