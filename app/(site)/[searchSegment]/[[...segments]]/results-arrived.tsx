"use client";

import { useEffect, useRef } from "react";
import { announce, takeExpectedResults } from "./_search-form/results-announcer";
import styles from "./results.module.css";

/** The count the results open with (search-results.tsx); RouteFocus looks for it by the same id. */
const COUNT = '[data-testid="results-summary"]';

/** Whether all of the element is on screen below the sticky header (html's scroll-padding-top). */
function wholeInView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const header = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return top >= header && bottom <= window.innerHeight;
}

/**
 * Focus that a new count may take: nothing has it, or the page's heading has it (put there by
 * RouteFocus after the form's button was replaced, and scrolled away now), or it is still in the
 * form's filters panel. Anything else the user reached since is left alone.
 */
function focusUnclaimed(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    active.matches("main h1") ||
    active.closest("form details") !== null
  );
}

/**
 * The top of the results. When they arrive for a search the form just applied ("Update results"
 * at the foot of a long filters panel, a sort, a chip), it brings the count into view if any of it
 * is off screen, so the new count is seen rather than the footer, and announces it. After
 * "Update results" focus moves to the count too, so Tab carries on from the results.
 */
export function ResultsArrived({ summary }: { summary: string }) {
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const expected = takeExpectedResults();
    if (!expected) return;
    announce(summary);
    const marker = top.current;
    if (!marker) return;
    const count = marker.parentElement?.querySelector<HTMLElement>(COUNT) ?? null;
    if (!wholeInView(count ?? marker)) {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      marker.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
    }
    if (expected.focusCount && count && focusUnclaimed()) {
      count.tabIndex = -1;
      count.focus({ preventScroll: true });
    }
  }, [summary]);
  return <div ref={top} className={styles.resultsTop} data-testid="results-top" />;
}
