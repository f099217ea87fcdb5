import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { TableFrame } from "@/app/_components/table-frame";
import { atOffice, OUTCOME_LABELS, STATUS_LABELS } from "@/app/_feeds/feed-labels";
import feeds from "@/app/_feeds/feeds.module.css";
import { feedOfficePath, feedRunPath } from "@/lib/agents/hub-urls";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { FEED_OUTCOMES } from "@/lib/db/schema";
import { countOf } from "@/lib/format/numbers";
import { LINES_PER_PAGE, officeFeedRun, type RunLineFilter } from "@/lib/services/feeds/office-feeds";
import { requestContext } from "@/lib/services/request-context";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { getViewer } from "@/lib/session/server/viewer";
import styles from "../../../../agent-hub.module.css";

export const metadata: Metadata = { title: "Feed run report", robots: { index: false } };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

function linesHeading(show: RunLineFilter): string {
  if (show === "all") return "Every listing in the file";
  if (show === "problems") return "Listings with problems";
  return `${OUTCOME_LABELS[show]} listings`;
}

/**
 * One feed run's report for the office: how it went, a count per outcome, and each listing's line
 * (its agentID and uniqueID, what happened, its page, and every problem as the element's path and
 * what to fix). The filters ("Rejected", "With problems") take an office manager to what needs
 * fixing. No line carries a price.
 */
export default async function FeedRunPage({
  params,
  searchParams,
}: {
  params: Promise<{ officeId: string; runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { officeId: officeParam, runId } = await params;
  const officeId = Number(officeParam);
  if (!Number.isSafeInteger(officeId) || officeId <= 0) notFound();
  const member = await getViewer();
  if (!member) redirect(signInPathFor(feedRunPath(officeId, runId)));
  const query = await searchParams;
  const report = await officeFeedRun(requestContext(), { member, staff: await getStaffViewer() }, officeId, runId, {
    show: one(query.show),
    after: one(query.after),
  });
  if (!report.ok && report.code === "NOT_FOUND") notFound();
  if (!report.ok) {
    return (
      <div className={styles.page}>
        <h1>Feed run report</h1>
        <p role="alert" className={styles.error}>
          {report.message}
        </p>
        <p>
          <Link href={feedRunPath(officeId, runId)}>The whole report</Link>
        </p>
      </div>
    );
  }
  const { office, run, lineCounts, linesWithProblems, show, lines, after } = report;
  const paged = Number(one(query.after) ?? 0) > 0;
  const total = FEED_OUTCOMES.reduce((sum, outcome) => sum + lineCounts[outcome], 0);
  const filters: { show: RunLineFilter; label: string; count: number }[] = [
    { show: "all", label: "All", count: total },
    { show: "problems", label: "With problems", count: linesWithProblems },
    ...FEED_OUTCOMES.map((outcome) => ({ show: outcome, label: OUTCOME_LABELS[outcome], count: lineCounts[outcome] })),
  ];

  return (
    <div className={feeds.page} data-testid="feed-run">
      <h1>Feed run of {atOffice(run.createdAt, office.stateCode)}</h1>
      <p>
        <Link href={feedOfficePath(office.id)}>{office.name}: all feed runs</Link>
      </p>
      <p data-testid="feed-run-status">
        <strong>{STATUS_LABELS[run.status]}</strong>
        {run.finishedAt ? `, finished ${atOffice(run.finishedAt, office.stateCode)}` : ""}.{" "}
        {run.status === "queued" || run.status === "processing"
          ? "The report grows as the listings are processed; reload to see more."
          : ""}
      </p>
      {run.status === "failed" && run.failure ? (
        <p className={feeds.failure} data-testid="feed-run-failure">
          This run failed: {run.failure}
        </p>
      ) : null}

      <nav aria-label="Show listings">
        <ul className={feeds.filters}>
          {filters.map((filter) => (
            <li key={filter.show}>
              <Link
                href={feedRunPath(office.id, run.id, { show: filter.show })}
                aria-current={filter.show === show ? "page" : undefined}
              >
                {filter.label} ({filter.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="run-lines">
        <h2 id="run-lines">{linesHeading(show)}</h2>
        {lines.length === 0 ? (
          <p data-testid="feed-run-no-lines">
            {after ? "No more listings." : show === "all" ? "No listings in this run yet." : "None in this run."}
          </p>
        ) : (
          <TableFrame label="Listings of this run">
            <table className={feeds.table} data-testid="feed-run-lines">
              <thead>
                <tr>
                  <th scope="col">agentID</th>
                  <th scope="col">uniqueID</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Listing</th>
                  <th scope="col">Problems</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.id} data-testid="feed-run-line">
                    <td>{line.agentId ?? "—"}</td>
                    <th scope="row">{line.uniqueId ?? "(none)"}</th>
                    <td>{OUTCOME_LABELS[line.outcome]}</td>
                    <td>
                      {line.listingUrl ? (
                        <Link href={line.listingUrl}>
                          View listing<span className="visually-hidden"> {line.uniqueId}</span>
                        </Link>
                      ) : line.listingId !== null ? (
                        "Off the site"
                      ) : (
                        "—"
                      )}
                    </td>
                    <td>
                      {line.problems.length === 0 ? (
                        "None"
                      ) : (
                        <ul className={feeds.problems}>
                          {line.problems.map((problem, index) => (
                            <li key={index}>
                              <code>{problem.path}</code>: {problem.message}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
        {paged || after ? (
          <p>
            {paged ? (
              <>
                <Link href={feedRunPath(office.id, run.id, { show })}>
                  First {countOf(LINES_PER_PAGE, "listing")}
                </Link>{" "}
              </>
            ) : null}
            {after ? (
              <Link href={feedRunPath(office.id, run.id, { show, after })} rel="next">
                Next {countOf(LINES_PER_PAGE, "listing")}
              </Link>
            ) : null}
          </p>
        ) : null}
      </section>
    </div>
  );
}
