"use client";

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import styles from "./gallery.module.css";

export interface GalleryItem {
  url: string;
  alt: string;
  kind: "photo" | "floorPlan";
}

/** Swipes shorter than this are taps. */
const SWIPE_PX = 40;

/**
 * Photo grid plus a full-screen gallery (a modal <dialog>): arrows and swipes move, a counter
 * says where you are, Escape closes, and the dialog keeps focus inside (the browser's modal
 * dialog makes the rest of the page inert). The first photo is the page's LCP image: high
 * fetch priority, never lazy; the rest of the grid loads lazily.
 */
export function Gallery({ items, title }: { items: GalleryItem[]; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const touchStart = useRef<number | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const count = items.length;

  const open = (at: number, from: HTMLElement) => {
    opener.current = from;
    setIndex(at);
  };
  const close = useCallback(() => setIndex(null), []);
  const move = useCallback((by: number) => setIndex((i) => (i === null ? i : (i + by + count) % count)), [count]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) element.showModal();
    if (index === null && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Tab") {
      // A modal dialog makes the page inert, but Tab past its last control still leaves it for the
      // browser's own UI; wrap around instead so focus stays in the gallery.
      const controls = [...(dialog.current?.querySelectorAll<HTMLElement>("button") ?? [])];
      const first = controls[0];
      const last = controls.at(-1);
      if (event.shiftKey && document.activeElement === first) last?.focus();
      else if (!event.shiftKey && document.activeElement === last) first?.focus();
      else return;
      event.preventDefault();
      return;
    }
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start == null || end == null || Math.abs(end - start) < SWIPE_PX) return;
    move(end < start ? 1 : -1);
  };

  if (count === 0) return null;
  const current = index === null ? null : items[index];
  const photos = items.filter((item) => item.kind === "photo").length;
  return (
    <section className={styles.gallery} aria-label="Photos and floor plans" data-print="gallery">
      <ul className={styles.grid}>
        {items.slice(0, 5).map((item, i) => (
          <li key={item.url} className={i === 0 ? styles.lead : styles.tile}>
            <button
              type="button"
              className={styles.thumb}
              onClick={(e) => open(i, e.currentTarget)}
              aria-label={`Open ${item.alt} full screen`}
            >
              <img
                src={item.url}
                alt={item.alt}
                width={1200}
                height={800}
                {...(i === 0
                  ? { fetchPriority: "high" as const }
                  : { loading: "lazy" as const, decoding: "async" as const })}
              />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.all} onClick={(e) => open(0, e.currentTarget)} data-testid="gallery-open">
        {photos === 1 ? "View the photo" : `View all ${photos} photos`}
        {count > photos ? ` and ${count - photos} floor plan${count - photos > 1 ? "s" : ""}` : ""}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={`${title}: gallery`}
        onClose={close}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="gallery-dialog"
      >
        {current && index !== null && (
          <>
            <div className={styles.bar}>
              <p className={styles.counter} aria-live="polite" data-testid="gallery-counter">
                {index + 1} / {count}
              </p>
              <button type="button" className={styles.close} onClick={close} autoFocus>
                Close
              </button>
            </div>
            <figure className={styles.stage}>
              <img src={current.url} alt={current.alt} width={1200} height={800} className={styles.full} />
              <figcaption className={styles.caption}>{current.alt}</figcaption>
            </figure>
            <button
              type="button"
              className={`${styles.nav} ${styles.prev}`}
              onClick={() => move(-1)}
              aria-label="Previous photo"
            >
              ‹
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              onClick={() => move(1)}
              aria-label="Next photo"
            >
              ›
            </button>
          </>
        )}
      </dialog>
    </section>
  );
}
