import styles from "./skip-link.module.css";

/** First focusable element on every page: jumps past the header to the <main id="main"> landmark. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink} data-print="hide">
      Skip to content
    </a>
  );
}
