"use client";

import { useId, useState } from "react";
import { useLocationSuggestions } from "../../../_components/location-search/use-location-suggestions";
import { useSubmitSearch } from "./search-form-client";
import styles from "./search-form.module.css";

/** "Add a suburb": an autocomplete inside the search form that adds the chosen place to the search. */
export function AddLocation() {
  const id = useId();
  const submit = useSubmitSearch();
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  const { suggestions } = useLocationSuggestions(text);
  const open = text.trim().length >= 2 && suggestions.length > 0;

  function choose(slug: string) {
    setText("");
    submit([["location", slug]]);
  }

  return (
    <div className={styles.addLocation}>
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
        Add a suburb, region or postcode
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        placeholder="Add a suburb"
        className={styles.addInput}
        data-testid="add-location-input"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setActive((i) => Math.min(i + 1, suggestions.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === "Enter") {
            e.preventDefault();
            const chosen = suggestions[active] ?? suggestions[0];
            if (chosen) choose(chosen.slug);
          } else if (e.key === "Escape") {
            setText("");
          }
        }}
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Places" className={styles.addList} hidden={!open}>
        {suggestions.map((s, i) => (
          <li
            key={s.id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            data-testid="add-location-suggestion"
            onMouseDown={(e) => {
              e.preventDefault();
              choose(s.slug);
            }}
          >
            {s.displayText}
          </li>
        ))}
      </ul>
    </div>
  );
}
