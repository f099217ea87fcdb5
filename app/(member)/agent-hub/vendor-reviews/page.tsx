import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AGENT_TRANSACTIONS_PATH, PERFORMANCE_HUB_PATH, VENDOR_REVIEWS_PATH } from "@/lib/agents/hub-urls";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { getViewer } from "@/lib/session/server/viewer";
import { getAgentReviews } from "@/lib/services/agents/agent-profile";
import { listMySalesForVendorReview } from "@/lib/services/agents/vendor-reviews";
import { requestContext } from "@/lib/services/request-context";
import { ReviewReplies } from "./review-replies";
import { VendorReviewRequests } from "./vendor-review-requests";
import styles from "../agent-hub.module.css";

export const metadata: Metadata = { title: "Your reviews: ask vendors, reply", robots: { index: false } };

/** How many of the agent's newest reviews the hub offers to reply to. */
const HUB_REVIEWS = 10;

/**
 * The signed-in agent's sales of the last 12 months: for each, ask the vendor for a review (an
 * e-mail with a single-use link) or see that they were asked or answered. Personal, so rendered
 * per request under the member area.
 */
export default async function VendorReviewsPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(signInPathFor(VENDOR_REVIEWS_PATH));
  const ctx = requestContext();
  // A member who is not an agent is refused by the service: the page says why.
  const mine = await listMySalesForVendorReview(ctx, viewer);
  if (!mine.ok) {
    return (
      <div className={styles.page}>
        <h1>Ask your vendors for reviews</h1>
        <p role="alert">{mine.message}</p>
      </div>
    );
  }
  const { agent: myAgent, sales } = mine;
  const reviews = await getAgentReviews(ctx, myAgent, { take: HUB_REVIEWS });
  return (
    <div className={styles.page} data-testid="vendor-reviews-page">
      <h1>Ask your vendors for reviews</h1>
      <p>
        {myAgent.name} · <Link href={PERFORMANCE_HUB_PATH}>Your performance hub</Link> ·{" "}
        <Link href={AGENT_TRANSACTIONS_PATH}>Your sold and leased results</Link> ·{" "}
        <Link href={myAgent.profileUrl}>Your public profile</Link>
      </p>
      <p className={styles.muted}>
        The vendor gets an e-mail with a link that works once. What they write is published on your profile as a
        verified vendor review.
      </p>
      {sales.length === 0 ? (
        <p>You have no sales in the last 12 months.</p>
      ) : (
        <VendorReviewRequests
          sales={sales.map(({ listingId, address, soldAt, requestedAt, reviewed }) => ({
            listingId: String(listingId),
            address,
            soldAt,
            requestedAt,
            reviewed,
          }))}
        />
      )}
      <section aria-labelledby="review-replies">
        <h2 id="review-replies">Reply to your reviews</h2>
        <p className={styles.muted}>Your newest reviews. You can reply once to each; the reply shows under it.</p>
        <ReviewReplies
          reviews={reviews.map(({ id, authorName, rating, body, reply, isVerifiedVendor }) => ({
            id: String(id),
            authorName,
            rating,
            body,
            reply,
            isVerifiedVendor,
          }))}
        />
      </section>
    </div>
  );
}
