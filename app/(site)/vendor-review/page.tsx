import type { Metadata } from "next";
import Link from "next/link";
import { AgentReviewForm } from "@/app/(site)/real-estate-agency/_components/agent-review-form";
import { getVendorReviewInvitation } from "@/lib/services/agents/vendor-reviews";
import { requestContext } from "@/lib/services/request-context";
import styles from "@/app/(site)/real-estate-agency/agency.module.css";

// The token is a secret: no Referer carries it to another site, and no search engine keeps the page.
export const metadata: Metadata = { title: "Review your agent", robots: { index: false }, referrer: "no-referrer" };

/**
 * Where the vendor's e-mailed link opens: who asks for the review and about which sale, then the
 * review form. Rendered per request (its query holds the link's token), never shared.
 */
export default async function VendorReviewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const invitation = await getVendorReviewInvitation(requestContext(), typeof token === "string" ? token : "");
  if (!invitation.ok) {
    return (
      <div className={styles.page}>
        <h1>Review your agent</h1>
        <p role="alert" data-testid="vendor-review-refused">
          {invitation.message}
        </p>
        <p>
          <Link href="/agents">Find agents</Link>
        </p>
      </div>
    );
  }
  const { agent, vendorName, address } = invitation;
  return (
    <div className={styles.page} data-testid="vendor-review-page">
      <h1>Review {agent.name}</h1>
      <p>
        Hi {vendorName}, {agent.name} sold {address} for you and asked for your review. It is published on{" "}
        <Link href={agent.profileUrl}>{agent.firstName}&apos;s profile</Link> under your name as a verified vendor
        review.
      </p>
      <AgentReviewForm
        agentId={String(agent.id)}
        name={agent.name}
        profileUrl={agent.profileUrl}
        vendorToken={token as string}
      />
    </div>
  );
}
