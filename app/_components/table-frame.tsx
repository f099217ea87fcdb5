import type { ReactNode } from "react";
import styles from "./table-frame.module.css";

/**
 * A wide table's own sideways scroller, so a table with more columns than a phone has room for
 * scrolls inside its frame and never makes the page wider than the screen. The frame is a named,
 * focusable region: keyboard users can scroll it, and screen readers say what it holds.
 */
export function TableFrame({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      className={className ? `${styles.frame} ${className}` : styles.frame}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
