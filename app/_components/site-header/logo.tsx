import { PRODUCT_NAME } from "@/lib/ui/brand";
import styles from "./site-header.module.css";

/** The brand mark (same drawing as app/icon.svg) and the product name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
        <path
          d="M6 15.5 16 7l10 8.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M9.5 14v10.5h13V14" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
        <rect x="14" y="17.5" width="4" height="7" rx="1" fill="#fff" />
      </svg>
      <span className={styles.wordmark}>{PRODUCT_NAME}</span>
    </span>
  );
}
