"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from "react";
import styles from "./add-ons.module.css";

/** localStorage key remembering that the visitor dismissed the notice (bump the suffix to re-show). */
export const NOTICE_DISMISSED_KEY = "homefront:cookie-notice:v1";

/** Set on <html> before the first paint when the notice was dismissed before (noticeDismissedScript). */
export const NOTICE_DISMISSED_ATTRIBUTE = "data-notice-dismissed";

/**
 * The notice is in every page's HTML, shown from the first paint: shared page copies cannot know
 * who dismissed it, and a notice that appears seconds later, under a thumb about to tap, is worse
 * than one that is there from the start. This inline script (in <head>, before anything paints)
 * marks <html> for a visitor who dismissed it before, and add-ons.module.css hides it for them,
 * so it never flashes; NoticeToast then leaves it out once React runs.
 */
export const noticeDismissedScript = `try{localStorage.getItem(${JSON.stringify(NOTICE_DISMISSED_KEY)})!==null&&document.documentElement.setAttribute(${JSON.stringify(NOTICE_DISMISSED_ATTRIBUTE)},"")}catch(e){}`;

/** The custom property (on <html>) holding how much of the screen's bottom the notice takes. */
const INSET_PROPERTY = "--notice-inset";

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(NOTICE_DISMISSED_KEY) !== null;
  } catch {
    return false; // storage blocked: show the notice, dismissing still hides it for this page
  }
}

/**
 * Keeps the page's bottom edge clear of the notice while it shows: globals.css turns the inset
 * into scroll padding (the browser scrolls a focused element above the notice, not under it) and
 * room after the footer (the last links can scroll clear of it).
 */
function useBottomInset(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const top = element.getBoundingClientRect().top;
      root.style.setProperty(INSET_PROPERTY, `${Math.max(0, Math.ceil(window.innerHeight - top))}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style.removeProperty(INSET_PROPERTY);
    };
  }, [element]);
}

/** Nothing to subscribe to: storage is read as the notice renders. */
const noSubscription = () => () => {};

/** A one-time, non-blocking notice about the cookies the site uses. */
export function NoticeToast() {
  // Open in the server's HTML (hidden by CSS for who dismissed it); storage decides once React runs.
  const dismissedBefore = useSyncExternalStore(noSubscription, wasDismissed, () => false);
  const [dismissedNow, setDismissedNow] = useState(false);
  const open = !dismissedBefore && !dismissedNow;
  const [element, setElement] = useState<HTMLElement | null>(null);
  // Where focus came from, to give it back when the notice goes away from under it.
  const cameFrom = useRef<HTMLElement | null>(null);
  useBottomInset(open ? element : null);

  function dismiss() {
    const hadFocus = element?.contains(document.activeElement) ?? false;
    setDismissedNow(true);
    try {
      window.localStorage.setItem(NOTICE_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Storage blocked: the notice returns on the next page, which is all we can do.
    }
    if (hadFocus) {
      // The button is about to disappear; focus would fall back to <body> and the next Tab would
      // start the page again. Back to where it came from, else the start of the content.
      const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById("main");
      back?.focus({ preventScroll: true });
    }
  }

  function rememberOrigin(event: FocusEvent<HTMLElement>) {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  }

  if (!open) return null;
  return (
    <section
      ref={setElement}
      className={styles.toast}
      aria-labelledby="notice-title"
      data-testid="cookie-notice"
      data-print="hide"
      onFocus={rememberOrigin}
      onKeyDown={(event) => {
        if (event.key === "Escape") dismiss();
      }}
    >
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
