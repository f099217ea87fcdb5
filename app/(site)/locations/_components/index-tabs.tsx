"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { tabIndexAfterKey } from "@/lib/ui/roving-tabs";
import styles from "../locations.module.css";

export interface IndexTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The where-to-live index's tabs as an ARIA tablist (W3C APG pattern, as the search box's
 * Buy/Rent/Sold): one Tab stop on the selected tab, Left/Right/Home/End move and select (the
 * panels are already in the page, so following focus costs nothing). Every panel is rendered on
 * the server and only hidden, so the lists are in the HTML for crawlers and without JavaScript.
 */
export function IndexTabs({ tabs, initial }: { tabs: readonly IndexTab[]; initial: string }) {
  const [selected, setSelected] = useState(tabs.some((t) => t.id === initial) ? initial : tabs[0]!.id);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.findIndex((t) => t.id === selected);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexAfterKey(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next]!.id);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="Browse places" className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[i] = element;
            }}
            id={`where-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected === tab.id}
            aria-controls={`where-panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            className={styles.tab}
            data-testid={`where-tab-${tab.id}`}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`where-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`where-tab-${tab.id}`}
          hidden={selected !== tab.id}
          tabIndex={0}
          className={styles.panel}
          data-testid={`where-panel-${tab.id}`}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
