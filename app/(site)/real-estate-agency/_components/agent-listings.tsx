import Link from "next/link";
import { ListingGrid } from "@/app/(site)/_components/listing-card/listing-grid";
import type { StatusType } from "@/lib/graphql/generated/operations";
import { AgentListingsDocument } from "@/lib/graphql/generated/documents/AgentListings";
import { runOperation } from "@/lib/graphql/server";
import { buildFacetUrl } from "@/lib/search/facet-url";
import type { SearchMode } from "@/lib/search/search-mode";
import styles from "../agency.module.css";

const HEADINGS: Record<StatusType, string> = {
  buy: "For sale",
  rent: "For rent",
  sold: "Sold",
  leased: "Leased",
};

const SEARCH_MODES: Record<StatusType, SearchMode> = { buy: "Buy", rent: "Rent", sold: "Sold", leased: "Leased" };

/**
 * All of one agent's listings of a status: their office's search page narrowed to them
 * (`?agent=`), titled with the agent's name in place of the office's.
 */
export function agentSearchUrl(officeSlug: string, agentId: number, status: StatusType): string | undefined {
  return buildFacetUrl({ searchMode: SEARCH_MODES[status], context: "Office", office: { slug: officeSlug, agentId } })
    .url;
}

/** One status of the agent's listings as cards (streams in behind Suspense), and a link to all of them. */
export async function AgentListings({
  username,
  status,
  total,
  agent,
}: {
  username: string;
  status: StatusType;
  total: number;
  agent: { id: number; firstName: string; officeSlug: string };
}) {
  const { agent: found } = await runOperation(AgentListingsDocument, { username, status, take: 6 });
  const listings = found?.listings ?? [];
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby={`agent-${status}`} className={styles.section} data-testid={`agent-listings-${status}`}>
      <h2 id={`agent-${status}`}>
        {HEADINGS[status]} <span className={styles.muted}>({total})</span>
      </h2>
      <ListingGrid listings={listings} />
      {total > listings.length && (
        <p>
          <Link
            href={agentSearchUrl(agent.officeSlug, agent.id, status) ?? "/agents"}
            data-testid={`agent-all-${status}`}
          >
            See all {total} {HEADINGS[status].toLowerCase()} by {agent.firstName}
          </Link>
        </p>
      )}
    </section>
  );
}
