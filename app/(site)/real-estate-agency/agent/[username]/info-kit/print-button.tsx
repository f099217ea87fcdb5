"use client";

import styles from "../../../agency.module.css";

/**
 * "Download PDF": the browser's print dialog, where "Save as PDF" is one of the printers. The
 * print stylesheet leaves only the kit on the page, so no PDF library is sent to anyone.
 */
export function PrintButton() {
  return (
    <button type="button" className={styles.button} onClick={() => window.print()} data-testid="info-kit-print">
      Download PDF
    </button>
  );
}
