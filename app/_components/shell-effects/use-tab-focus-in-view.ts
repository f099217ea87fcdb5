import { useEffect } from "react";

/**
 * Brings what Tab just focused wholly into view, between the sticky header and the bottom of the
 * screen (html's scroll padding, which also keeps clear of a floating notice). Chromium scrolls a
 * newly focused element only when none of it is on screen, so a field whose top edge peeped over
 * the bottom of the screen (the enquiry form's message box) got focus there with most of it out
 * of sight. Only for Tab: focus a page moves on purpose (after a navigation, to new results) is
 * placed by that code, which decides the scroll itself.
 */
export function useTabFocusInView() {
  useEffect(() => {
    let tabbing = false;
    const onKeyDown = (event: KeyboardEvent) => {
      tabbing = event.key === "Tab";
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!tabbing || !(event.target instanceof Element)) return;
      tabbing = false;
      const root = getComputedStyle(document.documentElement);
      const top = Number.parseFloat(root.scrollPaddingTop) || 0;
      const bottom = window.innerHeight - (Number.parseFloat(root.scrollPaddingBottom) || 0);
      const box = event.target.getBoundingClientRect();
      // Taller than the room there is (a map): its top in view is the most it can have.
      if (box.height > bottom - top || (box.top >= top && box.bottom <= bottom)) return;
      event.target.scrollIntoView({ block: "nearest", inline: "nearest" });
    };
    // Capture phase, as for the keyboard mode: a component that stops propagation must not hide it.
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn, true);
    };
  }, []);
}
