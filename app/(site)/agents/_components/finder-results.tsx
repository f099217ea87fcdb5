import Link from "next/link";
import { officePath } from "@/lib/agents/agent-urls";
import { appraisalPath } from "@/lib/agents/appraisal-urls";
import type { AgentSort } from "@/lib/agents/ranking";
import { findAgents } from "@/lib/services/agents/agent-finder";
import { getOfficeOrThrow } from "@/lib/services/agents/get-agents";
import { requestContext } from "@/lib/services/request-context";
import { RatingStars } from "../../real-estate-agency/_components/rating-stars";
import { Pager } from "@/app/_components/pager";
import { RememberAgentSearch } from "./last-agent-search";
import styles from "../../real-estate-agency/agency.module.css";
import { SalesEvidence, finderPageHref } from "./finder-parts";

export interface FinderQuery {
  location?: string;
  name?: string;
  mode: "sale" | "rent";
  sort: AgentSort;
  propertyType?: number;
  page: number;
}

/**
 * The ranked agents, 5 a page, each with the evidence they are ranked by. A suburb the visitor
 * searched (`remember`) is kept in their browser for the empty finder to offer back.
 */
export async function FinderResults({ query, remember = false }: { query: FinderQuery; remember?: boolean }) {
  const ctx = requestContext();
  const found = await findAgents(ctx, query);
  if (!found.ok) {
    // A refused search (an unknown suburb, a page past the end of the list) says why.
    return (
      <p role="alert" data-testid="agent-finder-message">
        {found.message}
      </p>
    );
  }
  const offices = await Promise.all(found.agents.map(({ agent }) => getOfficeOrThrow(ctx, agent.officeId)));
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  const place = found.location?.displayText;
  return (
    <section aria-labelledby="finder-results" className={styles.section}>
      {remember && found.location && (
        <RememberAgentSearch slug={found.location.slug} name={found.location.displayText} />
      )}
      <h2 id="finder-results" data-testid="agent-finder-heading">
        {found.total} {found.total === 1 ? "agent" : "agents"}
        {place ? ` in ${place}` : ` named “${query.name}”`}
      </h2>
      {found.location && query.mode === "sale" && (
        <p>
          <Link href={appraisalPath(found.location.slug)} data-testid="finder-appraisal-link">
            Selling in {found.location.name}? Ask up to three of its best agents for a free appraisal
          </Link>
        </p>
      )}
      <ol className={styles.agentList} data-testid="agent-results" start={(found.page - 1) * found.pageSize + 1}>
        {found.agents.map(({ agent, evidence }, i) => (
          <li key={agent.id} className={styles.agentCard} data-testid="agent-result">
            <img src={agent.photoUrl} alt="" width={72} height={72} className={styles.thumb} loading="lazy" />
            <div>
              <h3>
                <Link href={agent.profileUrl}>{agent.name}</Link>
              </h3>
              <p className={styles.muted}>
                {agent.jobTitle} · <Link href={officePath(offices[i]!.slug)}>{offices[i]!.name}</Link>
              </p>
              {evidence && place && (
                <SalesEvidence
                  evidence={evidence}
                  mode={query.mode}
                  placeName={found.location?.name}
                  testId="agent-evidence"
                />
              )}
              <p>
                <RatingStars rating={agent.ratingAverage} count={agent.reviewCount} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      <Pager
        page={found.page}
        pageCount={pages}
        hrefOf={(page) => finderPageHref("/agents", query, page)}
        label="Pages of agents"
        className={styles.pager}
        nextTestId="agent-finder-next"
      />
    </section>
  );
}
