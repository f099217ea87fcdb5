import { ListingGrid } from "@/app/(site)/_components/listing-card/listing-grid";
import type { StatusType } from "@/lib/graphql/generated/operations";
import { AgentListingsDocument } from "@/lib/graphql/generated/documents/AgentListings";
import { runOperation } from "@/lib/graphql/server";
import styles from "../agency.module.css";

const HEADINGS: Record<StatusType, string> = {
  buy: "For sale",
  rent: "For rent",
  sold: "Sold",
  leased: "Leased",
};

/** One status of the agent's listings as cards (streams in behind Suspense). */
export async function AgentListings({
  username,
  status,
  total,
}: {
  username: string;
  status: StatusType;
  total: number;
}) {
  const { agent } = await runOperation(AgentListingsDocument, { username, status, take: 6 });
  const listings = agent?.listings ?? [];
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby={`agent-${status}`} className={styles.section} data-testid={`agent-listings-${status}`}>
      <h2 id={`agent-${status}`}>
        {HEADINGS[status]} <span className={styles.muted}>({total})</span>
      </h2>
      <ListingGrid listings={listings} />
    </section>
  );
}
