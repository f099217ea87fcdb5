"use client";

import { useId, useState } from "react";
import { useComboboxKeys } from "../../../_components/location-search/use-combobox-keys";
import { useLocationSuggestions, type Suggestion } from "../../../_components/location-search/use-location-suggestions";
import { useSubmitSearch } from "./search-form-client";
import styles from "./search-form.module.css";

/** "Add a suburb": an autocomplete inside the search form that adds the chosen place to the search. */
export function AddLocation() {
  const id = useId();
  const submit = useSubmitSearch();
  const [text, setText] = useState("");
  const { suggestions } = useLocationSuggestions(text);
  const open = text.trim().length >= 2 && suggestions.length > 0;

  function choose(suggestion: Suggestion) {
    setText("");
    submit([["location", suggestion.slug]]);
  }
  const { active, resetActive, onKeyDown } = useComboboxKeys(suggestions, choose, () => setText(""));

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
          resetActive();
        }}
        onKeyDown={onKeyDown}
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
              choose(s);
            }}
          >
            {s.displayText}
          </li>
        ))}
      </ul>
    </div>
  );
}
