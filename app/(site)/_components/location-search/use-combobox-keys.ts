"use client";

import { useState, type KeyboardEvent } from "react";

/**
 * The WAI-ARIA combobox keys shared by every location box: arrows move the active option,
 * Enter chooses it (or the first), Escape closes. Returns the active index for
 * aria-activedescendant/aria-selected and the keydown handler.
 */
export function useComboboxKeys<Option>(
  options: readonly Option[],
  choose: (option: Option) => void,
  close: () => void,
) {
  const [active, setActive] = useState(-1);
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter") {
      const chosen = options[active] ?? options[0];
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === "Escape") {
      close();
      setActive(-1);
    }
  }
  return { active, resetActive: () => setActive(-1), onKeyDown };
}
