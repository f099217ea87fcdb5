import Link from "next/link";
import { officePath } from "@/lib/agents/agent-urls";
import { findOffices } from "@/lib/services/agents/office-finder";
import { requestContext } from "@/lib/services/request-context";
import { Pager } from "@/app/_components/pager";
import styles from "../../real-estate-agency/agency.module.css";
import { SalesEvidence, finderPageHref } from "./finder-parts";

export interface OfficeFinderQuery {
  location?: string;
  name?: string;
  mode: "sale" | "rent";
  sort: "evidence" | "fastest";
  page: number;
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
                <SalesEvidence evidence={evidence} mode={query.mode} placeName={place.name} testId="office-evidence" />
              )}
            </div>
          </li>
        ))}
      </ol>
      <Pager
        page={found.page}
        pageCount={pages}
        hrefOf={(page) => finderPageHref("/agents/agencies", query, page)}
        label="Pages of agencies"
        className={styles.pager}
        nextTestId="office-finder-next"
      />
    </section>
  );
}
