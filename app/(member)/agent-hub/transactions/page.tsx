import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import {
  AGENT_TRANSACTIONS_PATH,
  INFO_KIT_SETTINGS_PATH,
  PERFORMANCE_HUB_PATH,
  VENDOR_REVIEWS_PATH,
} from "@/lib/agents/hub-urls";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { getViewer } from "@/lib/session/server/viewer";
import { getServicedLocations } from "@/lib/services/agents/agent-profile";
import { ONLY_AGENTS_MESSAGE } from "@/lib/services/agents/agent-transactions";
import { getViewerAgent } from "@/lib/services/agents/viewer-agent";
import { requestContext } from "@/lib/services/request-context";
import { TransactionsManager } from "./transactions-manager";
import styles from "../agent-hub.module.css";

export const metadata: Metadata = { title: "Your sold and leased results", robots: { index: false } };

/** Where a signed-in agent records the sales and leases they made (their own only). */
export default async function AgentTransactionsPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(signInPathFor(AGENT_TRANSACTIONS_PATH));
  const ctx = requestContext();
  const mine = await getViewerAgent(ctx, viewer, ONLY_AGENTS_MESSAGE);
  if (!mine.ok) {
    return (
      <div className={styles.page}>
        <h1>Your sold and leased results</h1>
        <p role="alert">{mine.message}</p>
      </div>
    );
  }
  const myAgent = mine.agent;
  const servicedLocations = await getServicedLocations(ctx, myAgent);
  return (
    <div className={styles.page} data-testid="agent-transactions-page">
      <h1>Your sold and leased results</h1>
      <p>
        {myAgent.name} · <Link href={PERFORMANCE_HUB_PATH}>Your performance hub</Link> ·{" "}
        <Link href={myAgent.profileUrl}>Your public profile</Link> ·{" "}
        <Link href={VENDOR_REVIEWS_PATH}>Ask your vendors for reviews</Link> ·{" "}
        <Link href={INFO_KIT_SETTINGS_PATH}>Your information kit and fees</Link>
      </p>
      <TransactionsManager
        agentId={String(myAgent.id)}
        suburbs={servicedLocations.map((l) => ({ id: String(l.id), slug: l.slug, displayText: l.displayText }))}
      />
    </div>
  );
}
