"use client";

import { useEffect, useRef } from "react";
import { announce, takeExpectedResults } from "./_search-form/results-announcer";
import styles from "./results.module.css";

/**
 * The top of the results. When they arrive for a search the form just applied ("Update results"
 * at the bottom of a long filters panel, a sort, a chip), it scrolls them into view if they are
 * off screen, so the new count is seen, and announces that count.
 */
export function ResultsArrived({ summary }: { summary: string }) {
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeExpectedResults()) return;
    announce(summary);
    const marker = top.current;
    if (!marker) return;
    const { top: y } = marker.getBoundingClientRect();
    const header = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (y >= header && y < window.innerHeight) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    marker.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
  }, [summary]);
  return <div ref={top} className={styles.resultsTop} data-testid="results-top" />;
}
