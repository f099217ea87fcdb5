"use client";

import { useRef, type KeyboardEvent } from "react";
import { tabIndexAfterKey } from "@/lib/ui/roving-tabs";
import styles from "./location-search.module.css";

export type SearchTab = "buy" | "rent" | "sold";

const TABS: { id: SearchTab; label: string }[] = [
  { id: "buy", label: "Buy" },
  { id: "rent", label: "Rent" },
  { id: "sold", label: "Sold" },
];

/** The id of a tab's element, for the panel's aria-labelledby. */
export function searchTabId(idPrefix: string, tab: SearchTab): string {
  return `${idPrefix}-tab-${tab}`;
}

/**
 * Buy / Rent / Sold as an ARIA tablist (W3C APG tabs pattern): one Tab stop (roving tabindex on the
 * selected tab), Left/Right/Home/End move between tabs. Activation is automatic (a tab is
 * selected as it gets focus): selecting only changes which results the search box leads to, with
 * nothing to load, so there is no cost in following focus. A click also sends focus to the search
 * box (`onPicked`), the next thing to do; the arrow keys keep focus on the tabs.
 */
export function SearchModeTabs(props: {
  idPrefix: string;
  panelId: string;
  selected: SearchTab;
  onSelect: (tab: SearchTab) => void;
  onPicked: () => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = TABS.findIndex((t) => t.id === props.selected);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexAfterKey(event.key, current, TABS.length);
    if (next === null) return;
    event.preventDefault();
    props.onSelect(TABS[next]!.id);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label="What are you looking for?" className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((t, i) => (
        <button
          key={t.id}
          ref={(element) => {
            refs.current[i] = element;
          }}
          id={searchTabId(props.idPrefix, t.id)}
          type="button"
          role="tab"
          aria-selected={props.selected === t.id}
          aria-controls={props.panelId}
          tabIndex={props.selected === t.id ? 0 : -1}
          className={styles.tab}
          data-testid={`search-tab-${t.id}`}
          onClick={() => {
            props.onSelect(t.id);
            props.onPicked();
          }}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
