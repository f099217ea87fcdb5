"use client";

import { useEffect, useState } from "react";
import styles from "./add-ons.module.css";

/** Beyond this many viewport heights down the page the button appears. */
const SHOW_AFTER_SCREENS = 1.5;

/**
 * The custom property (on <html>) globals.css turns into bottom scroll padding while the button
 * floats: a control at the right edge that Tab scrolls to the bottom of the screen (a card's save
 * buttons) would otherwise sit under the button. Its value is the strip the button takes.
 */
const INSET_PROPERTY = "--back-to-top-inset";
const INSET = "calc(48px + 2 * var(--space-4))";

/** A floating button back to the top of long pages (search results, Q&A threads). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * SHOW_AFTER_SCREENS);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (!visible) return;
    const root = document.documentElement;
    root.style.setProperty(INSET_PROPERTY, INSET);
    return () => {
      root.style.removeProperty(INSET_PROPERTY);
    };
  }, [visible]);

  function backToTop() {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
    // Move focus too, or keyboard users would Tab on from the bottom of the page.
    document.getElementById("main")?.focus({ preventScroll: true });
  }

  if (!visible) return null;
  return (
    <button type="button" className={styles.backToTop} onClick={backToTop} data-print="hide">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
