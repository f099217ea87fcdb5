import { formatDate } from "@/lib/format/dates";
import { AGENT_PAGE_SIZE, getAgentReviews } from "@/lib/services/agents/agent-profile";
import { requestContext } from "@/lib/services/request-context";
import { ReportButton } from "@/app/_components/community/report-button";
import { RatingStars } from "./rating-stars";
import styles from "../agency.module.css";

/**
 * The newest reviews (agents paging: 5). Review text is what people typed: React renders it as
 * text, never as HTML. Members may report a review to the community moderators; three reports
 * hold it from visitors until a moderator decides.
 */
export async function AgentReviews({ agentId, name }: { agentId: number; name: string }) {
  const agentReviews = await getAgentReviews(requestContext(), { id: agentId }, { take: AGENT_PAGE_SIZE });
  if (agentReviews.length === 0) return <p className={styles.muted}>No one has reviewed {name} yet.</p>;
  return (
    <ol className={styles.reviews} data-testid="agent-reviews">
      {agentReviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <p>
            <RatingStars rating={review.rating} />
          </p>
          <p className={styles.reviewBody}>{review.body}</p>
          <p className={styles.muted}>
            {review.authorName}
            {review.isVerifiedVendor && " · Verified vendor"}
            {review.importedFrom && ` · Imported from ${review.importedFrom}`} · {formatDate(review.createdAt)}
          </p>
          {review.reply && (
            <p className={styles.reply}>
              <strong>Reply from {name}:</strong> {review.reply}
            </p>
          )}
          {/* Members only (it reads the stored member in the browser): the shared page holds no one's state. */}
          <ReportButton postType="agentReview" postId={String(review.id)} />
        </li>
      ))}
    </ol>
  );
}
