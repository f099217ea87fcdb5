import { useEffect } from "react";

let used = false;

/**
 * Whether the visitor has pressed or typed anything on this page (client navigations keep it)
 * since the shell hydrated. The results map reads it: a map the visitor asked for (a click on
 * "Map" or "Show on map") loads at once, one opened straight from its address waits until they
 * reach for it (app/(site)/_components/search-map/search-map.tsx). Our own record, because the
 * browser's (navigator.userActivation) reads true in automated browsers that never touched the page.
 */
export const pageWasUsed = (): boolean => used;

/** Watches for the first press or key, in the capture phase so no component can hide it. */
export function usePageUse() {
  useEffect(() => {
    const mark = () => {
      used = true;
      document.removeEventListener("pointerdown", mark, true);
      document.removeEventListener("keydown", mark, true);
    };
    document.addEventListener("pointerdown", mark, true);
    document.addEventListener("keydown", mark, true);
    return mark;
  }, []);
}
