import Link from "next/link";
import { TableFrame } from "@/app/_components/table-frame";
import { feedRunPath } from "@/lib/agents/hub-urls";
import { FEED_OUTCOMES } from "@/lib/db/schema";
import type { FeedRunSummary, OfficeFeedRuns } from "@/lib/services/feeds/office-feeds";
import { atOffice, OUTCOME_LABELS, STATUS_LABELS } from "./feed-labels";
import styles from "./feeds.module.css";

function Counts({ run }: { run: FeedRunSummary }) {
  if (run.counts)
    return FEED_OUTCOMES.map((outcome) => (
      <td key={outcome} className={styles.number}>
        {run.counts![outcome]}
      </td>
    ));
  return (
    <td colSpan={FEED_OUTCOMES.length} className={run.status === "failed" ? styles.failure : styles.muted}>
      {run.status === "failed" ? run.failure : "Counts come when the run is done."}
    </td>
  );
}

/** An office's recent runs: when each came, how it went, and its count per outcome. */
export function FeedRunsTable({ data }: { data: OfficeFeedRuns }) {
  const { office, runs } = data;
  if (runs.length === 0)
    return (
      <p data-testid="feed-runs-empty">No feed runs yet: they appear here when the office&apos;s software posts.</p>
    );
  return (
    <TableFrame label="Feed runs">
      <table className={styles.table} data-testid="feed-runs">
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Status</th>
            {FEED_OUTCOMES.map((outcome) => (
              <th key={outcome} scope="col" className={styles.number}>
                {OUTCOME_LABELS[outcome]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} data-testid="feed-run-row">
              <th scope="row">
                <Link href={feedRunPath(office.id, run.id)}>
                  {atOffice(run.createdAt, office.stateCode)}
                  <span className="visually-hidden">: report</span>
                </Link>
              </th>
              <td>{STATUS_LABELS[run.status]}</td>
              <Counts run={run} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
