"use client";

import { useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { SearchModeTabs, searchTabId, type SearchTab } from "./search-mode-tabs";
import { useBestMatch } from "./use-best-match";
import { useComboboxKeys } from "./use-combobox-keys";
import { useLocationSuggestions, type Suggestion } from "./use-location-suggestions";
import { useNearMe } from "./use-near-me";
import type { SearchMode } from "@/lib/search/search-mode";
import styles from "./location-search.module.css";
import { countOf } from "@/lib/format/numbers";

/**
 * The home page search: Buy / Rent / Sold tabs and a location combobox (WAI-ARIA 1.2 pattern:
 * arrows move, Enter chooses, Escape closes). Choosing a location goes to its results page; Enter
 * or the Search button before any suggestion has arrived goes to the best match, or says why not.
 */
const MODE_OF_TAB: Record<SearchTab, SearchMode> = { buy: "Buy", rent: "Rent", sold: "Sold" };

export function LocationSearch({ initialTab = "buy" }: { initialTab?: SearchTab }) {
  const router = useRouter();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<SearchTab>(initialTab);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const { suggestions, loading, failed } = useLocationSuggestions(text);
  const listboxId = `${id}-listbox`;
  const expanded = open && text.trim().length >= 2;

  function choose(suggestion: Suggestion) {
    setText(suggestion.displayText);
    setOpen(false);
    router.push({ buy: suggestion.buyUrl, rent: suggestion.rentUrl, sold: suggestion.soldUrl }[tab]);
  }

  const { active, resetActive, onKeyDown } = useComboboxKeys(suggestions, choose, () => setOpen(false));
  const bestMatch = useBestMatch(choose);
  const picked = suggestions[active];
  const nearMe = useNearMe();

  /** The map search around the visitor; a position the browser cannot give changes nothing. */
  async function searchNearMe() {
    const position = await nearMe.locate();
    if (!position) return;
    // Loaded on use: the URL builder brings zod, which the home page's first load does not carry.
    const { nearMeSearchUrl } = await import("@/lib/search/near-me");
    const url = nearMeSearchUrl(MODE_OF_TAB[tab], position);
    if (url) router.push(url);
  }

  return (
    <form
      className={styles.search}
      role="search"
      aria-label="Search properties"
      // Enter with no suggestion to choose (the combobox keys take it when there is one) submits
      // the form, and so does the Search button.
      onSubmit={(e) => {
        e.preventDefault();
        void bestMatch.search(text, picked ? [picked] : suggestions);
      }}
    >
      <SearchModeTabs
        idPrefix={id}
        panelId={`${id}-panel`}
        selected={tab}
        onSelect={setTab}
        onPicked={() => inputRef.current?.focus()}
      />
      <div className={styles.field} role="tabpanel" id={`${id}-panel`} aria-labelledby={searchTabId(id, tab)}>
        <label htmlFor={`${id}-input`} className={styles.label}>
          Suburb, region or postcode
        </label>
        <div className={styles.inputRow}>
          <input
            ref={inputRef}
            id={`${id}-input`}
            data-testid="location-search-input"
            className={styles.input}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder="Try Bondi, Inner West or 3000"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              resetActive();
              bestMatch.reset();
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown") setOpen(true);
              onKeyDown(e);
            }}
          />
          <button
            type="submit"
            className={styles.searchButton}
            aria-busy={bestMatch.looking}
            data-testid="location-search-button"
          >
            Search
          </button>
        </div>
        {/* Only while the browser already allows this site the location: never a prompt. */}
        {nearMe.available ? (
          <button type="button" className={styles.nearMe} onClick={() => void searchNearMe()}>
            Search near me
          </button>
        ) : null}
        <ul id={listboxId} role="listbox" aria-label="Locations" className={styles.listbox} hidden={!expanded}>
          {suggestions.map((s, i) => (
            <li
              key={s.id}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              data-testid="location-suggestion"
              className={styles.option}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              <span>{s.displayText}</span>
              <span className={styles.kind}>
                {s.type === "suburb" ? "Suburb" : s.type === "region" ? "Region" : "Area"}
              </span>
            </li>
          ))}
          {expanded && !loading && suggestions.length === 0 && (
            <li className={styles.empty} role="presentation">
              {failed
                ? "Suggestions are unavailable right now. Please try again."
                : "No matching suburbs, regions or postcodes."}
            </li>
          )}
        </ul>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {expanded && !loading && !bestMatch.message ? countOf(suggestions.length, "suggestion") : ""}
      </p>
      {/* Always in the page, so the message is announced when it appears. */}
      <p className={styles.message} role="alert" data-testid="location-search-message">
        {bestMatch.message}
      </p>
    </form>
  );
}
