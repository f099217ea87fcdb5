import { useEffect } from "react";

export const KEYBOARD_NAV_CLASS = "keyboard-nav";

/** Adds the keyboard-navigation class to <html> on Tab and removes it on a mouse press. */
export function useKeyboardNavMode() {
  useEffect(() => {
    const root = document.documentElement;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") root.classList.add(KEYBOARD_NAV_CLASS);
    };
    const onMouseDown = () => root.classList.remove(KEYBOARD_NAV_CLASS);
    // Capture phase: a component that stops propagation must not hide the mode change.
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("mousedown", onMouseDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("mousedown", onMouseDown, true);
    };
  }, []);
}
