"use client";

import { useState } from "react";
import styles from "./add-ons.module.css";

/** localStorage key remembering that the visitor dismissed the notice (bump the suffix to re-show). */
export const NOTICE_DISMISSED_KEY = "homefront:cookie-notice:v1";

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(NOTICE_DISMISSED_KEY) !== null;
  } catch {
    return false; // storage blocked: show the notice, dismissing still hides it for this page
  }
}

/** A one-time, non-blocking notice about the cookies the site uses. */
export function NoticeToast() {
  // Rendered only on the client (next/dynamic, ssr: false), so storage can be read up front.
  const [open, setOpen] = useState(() => !wasDismissed());

  function dismiss() {
    setOpen(false);
    try {
      window.localStorage.setItem(NOTICE_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Storage blocked: the notice returns on the next page, which is all we can do.
    }
  }

  if (!open) return null;
  return (
    <section className={styles.toast} aria-labelledby="notice-title" data-testid="cookie-notice" data-print="hide">
      <h2 id="notice-title" className={styles.toastTitle}>
        Cookies on this site
      </h2>
      <p className={styles.toastText}>
        We use cookies to keep you signed in and to remember your searches and saved homes.
      </p>
      <button type="button" className={styles.toastButton} onClick={dismiss}>
        Got it
      </button>
    </section>
  );
}
