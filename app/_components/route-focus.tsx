"use client";

import { useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";

/**
 * Where focus goes after a client navigation: the start a page marks (data-route-focus: its
 * content when something to Tab to comes before its heading, as the listing page's gallery does),
 * else the page heading, else the results summary.
 */
const TARGETS = ["main [data-route-focus]", "main h1", '[data-testid="results-summary"]'];

/** Focus was dropped: the element that had it left the page (or nothing had it). */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement || !active.isConnected;
}

function focusTarget(): HTMLElement | null {
  for (const selector of TARGETS) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element) return element;
  }
  return null;
}

/**
 * After a client navigation, puts focus on the new page's start (its heading, or the start it
 * marks) when the navigation dropped it
 * (the link, suggestion or control that had it was replaced by the new page), so keyboard users
 * carry on from the top of the new content and screen readers read where they are, rather than
 * starting again from <body>. Focus that survived (a sort select, the map canvas, a header link)
 * is left alone: moving it would pull the user away from what they are using. Not on the first
 * load, where the browser's own start (and the skip link) is right. The scroll position is the
 * navigation's business (Next scrolls to the top or, with scroll: false, keeps it), hence
 * preventScroll.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const url = `${pathname}?${search}`;
  const previous = useRef(url);

  useEffect(() => {
    if (previous.current === url) return;
    previous.current = url;
    if (!focusLost()) return;
    const move = (target: HTMLElement) => {
      if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    };
    const target = focusTarget();
    if (target) {
      move(target);
      return;
    }
    // The heading is still streaming in: take it when it arrives, unless the user moved on.
    const main = document.getElementById("main");
    if (!main) return;
    const observer = new MutationObserver(() => {
      const arrived = focusTarget();
      if (!arrived) return;
      observer.disconnect();
      if (focusLost()) move(arrived);
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [url]);

  return null;
}
