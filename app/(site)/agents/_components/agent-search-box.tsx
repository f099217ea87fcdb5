"use client";

import { useRouter } from "next/navigation";
import { useCallback, useId, useState } from "react";
import { useComboboxKeys } from "@/app/(site)/_components/location-search/use-combobox-keys";
import { useAgentSuggestions, type AgentFinderOption } from "./use-agent-suggestions";
import styles from "@/app/(site)/_components/location-search/location-search.module.css";
import { countOf } from "@/lib/format/numbers";

/**
 * The finder's one box: a suburb or an agent's or office's name, with suggestions of all three
 * (WAI-ARIA combobox: arrows move, Enter chooses, Escape closes). Without a chosen suggestion the
 * form submits as a plain GET, so the box works before the page's script has loaded too.
 */
export function AgentSearchBox({ initialText, mode }: { initialText: string; mode: string }) {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const suburbHref = useCallback(
    (slug: string) => `/agents?${new URLSearchParams({ location: slug, ...(mode === "rent" && { mode }) })}`,
    [mode],
  );
  const { options, loading, failed } = useAgentSuggestions(text, suburbHref);
  const listboxId = `${id}-listbox`;
  const expanded = open && text.trim().length >= 2;

  function choose(option: AgentFinderOption) {
    setText(option.kind === "Suburb" ? option.label : text);
    setOpen(false);
    router.push(option.href);
  }
  const { active, resetActive, onKeyDown } = useComboboxKeys(options, choose, () => setOpen(false));

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        Suburb or agent name
      </label>
      <div className={styles.inputRow}>
        <input
          id={`${id}-input`}
          name="q"
          data-testid="agent-search-input"
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder="Try Bondi or a name"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          value={text}
          maxLength={80}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            resetActive();
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") setOpen(true);
            // Enter chooses only an option the arrows picked; otherwise the form searches the text.
            if (e.key === "Enter" && active < 0) return;
            onKeyDown(e);
          }}
        />
        <button type="submit" className={styles.searchButton} data-testid="agent-search-button">
          Search
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Suburbs, agents and offices"
        className={styles.listbox}
        hidden={!expanded}
      >
        {options.map((option, i) => (
          <li
            key={option.key}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            data-testid="agent-suggestion"
            className={styles.option}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(option);
            }}
          >
            <span>{option.label}</span>
            <span className={styles.kind}>{option.kind}</span>
          </li>
        ))}
        {expanded && !loading && options.length === 0 && (
          <li className={styles.empty} role="presentation">
            {failed
              ? "Suggestions are unavailable right now. Please try again."
              : "No matching suburbs, agents or offices."}
          </li>
        )}
      </ul>
      <p className={styles.status} role="status" aria-live="polite">
        {expanded && !loading ? countOf(options.length, "suggestion") : ""}
      </p>
    </div>
  );
}
