import Link from "next/link";
import { formatDate } from "@/lib/format/dates";
import type { AgentActivityType } from "@/lib/agents/activity";
import { RatingStars } from "./rating-stars";
import styles from "../agency.module.css";

/**
 * One activity as the profile lists it, on the server (first page) and in the browser (more);
 * formatDate writes the date alike in both, through the platform's Intl.
 */
export interface ShownActivity {
  type: AgentActivityType;
  id: number;
  at: string;
  headline: string;
  excerpt: string;
  uri: string;
  rating: number | null;
}

/** What people wrote (review text, titles) is rendered as text by React, never as HTML. */
export function AgentActivityItem({ item }: { item: ShownActivity }) {
  return (
    <li className={styles.review} data-type={item.type} data-testid="agent-activity">
      <p>
        <Link href={item.uri}>{item.headline}</Link>
      </p>
      {item.rating !== null && (
        <p>
          <RatingStars rating={item.rating} />
        </p>
      )}
      {item.excerpt && <p className={styles.reviewBody}>{item.excerpt}</p>}
      <p className={styles.muted}>
        <time dateTime={item.at}>{formatDate(item.at)}</time>
      </p>
    </li>
  );
}
