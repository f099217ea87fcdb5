import Link from "next/link";
import { ListingGrid } from "@/app/(site)/_components/listing-card/listing-grid";
import { buildFacetUrl } from "@/lib/search/facet-url";
import type { SearchMode } from "@/lib/search/search-mode";
import { getAgentListings } from "@/lib/services/agents/agent-profile";
import type { Listing } from "@/lib/services/listings/listing";
import { toListingCards } from "@/lib/services/listings/listing-card";
import { requestContext } from "@/lib/services/request-context";
import styles from "../agency.module.css";

type StatusType = Listing["statusType"];

/** Cards of each status the profile shows; the rest are a link to the office's search away. */
const CARDS_SHOWN = 6;

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
  status,
  total,
  agent,
}: {
  status: StatusType;
  total: number;
  agent: { id: number; firstName: string; officeSlug: string };
}) {
  const ctx = requestContext();
  const listings = await toListingCards(ctx, await getAgentListings(ctx, agent, { status, take: CARDS_SHOWN }));
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
