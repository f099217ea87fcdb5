"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import type { AgentActivityItem, ShownActivity } from "./agent-activity-item";
import styles from "../agency.module.css";

/**
 * The list of activities with its "Show more" button: the server rendered the first page
 * (children); each press appends the next page from the public API and moves focus to the first
 * new item, so a keyboard user carries on where the new items start.
 */
export function AgentActivitiesMore({
  agentId,
  firstName,
  hasMore: initiallyMore,
  shown,
  pageSize,
  children,
}: {
  agentId: number;
  firstName: string;
  hasMore: boolean;
  shown: number;
  /** Agents paging (5), passed in so the page's script does not carry the ranking module. */
  pageSize: number;
  children: ReactNode;
}) {
  const [more, setMore] = useState<ShownActivity[]>([]);
  // The item (its link, stars and date formatting) is drawn here only for pages after the first,
  // which the server rendered, so its code loads with the first "Show more", not with the page. It
  // is kept in state (not React.lazy) so the new items render in the same commit as the data and
  // the focus below finds them.
  const [Item, setItem] = useState<typeof AgentActivityItem | null>(null);
  const [hasMore, setHasMore] = useState(initiallyMore);
  const [state, setState] = useState<"idle" | "pending" | "rejected">("idle");
  const list = useRef<HTMLOListElement>(null);
  /** The index of the first item of the page just added, whose link takes focus once it shows. */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>(":scope > li > p:first-child > a")[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [more]);

  async function loadMore() {
    setState("pending");
    const skip = shown + more.length;
    const json = JSON.stringify({ userIds: [agentId], skip, take: pageSize });
    try {
      // The item's code and the page of activities load side by side.
      const [response, itemModule] = await Promise.all([
        fetch(`/api/v1/agents/activities?json=${encodeURIComponent(json)}`),
        import("./agent-activity-item"),
      ]);
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as { activities: ShownActivity[]; hasMore: boolean };
      setItem(() => itemModule.AgentActivityItem);
      if (page.activities.length > 0) focusFrom.current = skip;
      setMore((items) => [...items, ...page.activities]);
      setHasMore(page.hasMore);
      setState("idle");
    } catch {
      setState("rejected");
    }
  }

  return (
    <>
      <ol className={styles.reviews} ref={list} aria-label={`${firstName}'s activity, newest first`}>
        {children}
        {Item && more.map((item) => <Item key={`${item.type}-${item.id}`} item={item} />)}
      </ol>
      {hasMore && (
        <p className={styles.pager}>
          <button
            type="button"
            className={styles.button}
            onClick={loadMore}
            disabled={state === "pending"}
            data-testid="agent-activities-more"
          >
            {state === "pending" ? "Loading…" : "Show more activity"}
          </button>
        </p>
      )}
      {state === "rejected" && (
        <p role="alert" className={styles.muted}>
          The next activities could not be loaded. Please try again.
        </p>
      )}
    </>
  );
}
