import Link from "next/link";
import { officePath } from "@/lib/agents/agent-urls";
import { formatDollars } from "@/lib/format/money";
import { findOffices } from "@/lib/services/agents/office-finder";
import { requestContext } from "@/lib/services/request-context";
import styles from "../../real-estate-agency/agency.module.css";

export interface OfficeFinderQuery {
  location?: string;
  name?: string;
  mode: "sale" | "rent";
  sort: "evidence" | "fastest";
  page: number;
}

function pageHref(query: OfficeFinderQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.location) params.set("location", query.location);
  if (query.name) params.set("name", query.name);
  if (query.mode !== "sale") params.set("mode", query.mode);
  if (query.sort !== "evidence") params.set("sort", query.sort);
  if (page > 1) params.set("page", String(page));
  return `/agents/agencies?${params}`;
}

/** The ranked agencies, 5 a page, each with its agents' results in the suburb together. */
export async function OfficeFinderResults({ query }: { query: OfficeFinderQuery }) {
  const found = await findOffices(requestContext(), query);
  if (!found.ok) {
    return (
      <p role="alert" data-testid="office-finder-message">
        {found.message}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  const place = found.location;
  const did = query.mode === "sale" ? "sold" : "leased";
  return (
    <section aria-labelledby="office-finder-results" className={styles.section}>
      <h2 id="office-finder-results" data-testid="office-finder-heading">
        {found.total} {found.total === 1 ? "agency" : "agencies"}
        {place ? ` in ${place.displayText}` : ` named “${query.name}”`}
      </h2>
      <ol className={styles.agentList} data-testid="office-results" start={(found.page - 1) * found.pageSize + 1}>
        {found.offices.map(({ office, evidence }) => (
          <li key={office.id} className={styles.agentCard} data-testid="office-result">
            <div>
              <h3>
                <Link href={officePath(office.slug)}>{office.name}</Link>
              </h3>
              <p className={styles.muted}>{office.streetAddress}</p>
              {evidence && place && (
                <p data-testid="office-evidence">
                  {evidence.results} {did} in {place.name} in the last 12 months
                  {evidence.medianDaysOnMarket !== null && ` · median ${evidence.medianDaysOnMarket} days on market`}
                  {evidence.medianPrice !== null && ` · median ${formatDollars(evidence.medianPrice)}`}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav aria-label="Pages of agencies" className={styles.pager}>
          {found.page > 1 && (
            <Link href={pageHref(query, found.page - 1)} rel="prev">
              Previous
            </Link>
          )}
          <span>
            Page {found.page} of {pages}
          </span>
          {found.page < pages && (
            <Link href={pageHref(query, found.page + 1)} rel="next" data-testid="office-finder-next">
              Next
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
