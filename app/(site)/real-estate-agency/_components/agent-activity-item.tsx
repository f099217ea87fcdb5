import Link from "next/link";
import { formatShortDate } from "@/lib/format/short-date";
import type { AgentActivityType } from "@/lib/agents/activity";
import { RatingStars } from "./rating-stars";
import styles from "../agency.module.css";

/**
 * One activity as the profile lists it, on the server (first page) and in the browser (more): the
 * date through the browser's Intl, not date-fns, which would add ~8 KiB to the page's first load.
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
        <time dateTime={item.at}>{formatShortDate(item.at)}</time>
      </p>
    </li>
  );
}
