"use client";

import { useId, useState } from "react";
import { useBestMatch } from "../../../_components/location-search/use-best-match";
import { useComboboxKeys } from "../../../_components/location-search/use-combobox-keys";
import { useLocationSuggestions, type Suggestion } from "../../../_components/location-search/use-location-suggestions";
import { useSubmitSearch } from "./search-form-client";
import styles from "./search-form.module.css";

/**
 * "Add a suburb": an autocomplete inside the search form that adds the chosen place to the search.
 * Enter or the Search button with no suggestion chosen adds the best match of the text (or says
 * why not). Enter never reaches the form: its implicit submission presses the first submit
 * button, which is the first chip's remove button.
 */
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
  const bestMatch = useBestMatch(choose);
  const picked = suggestions[active];

  return (
    <div className={styles.addLocation}>
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
        Add a suburb, region or postcode
      </label>
      <div className={styles.addRow}>
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
            bestMatch.reset();
          }}
          onKeyDown={(e) => {
            onKeyDown(e);
            // No suggestion took the Enter: look the text up (or say to type one). The form's
            // implicit submission would press its first submit button, a chip's "Remove".
            if (e.key === "Enter" && !e.defaultPrevented) {
              e.preventDefault();
              void bestMatch.search(text, []);
            }
          }}
        />
        <button
          type="button"
          className={styles.addButton}
          aria-busy={bestMatch.looking}
          data-testid="add-location-button"
          onClick={() => void bestMatch.search(text, picked ? [picked] : suggestions)}
        >
          Search
        </button>
      </div>
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
      {/* Always in the page, so the message is announced when it appears. */}
      <p className={styles.addMessage} role="alert" data-testid="add-location-message">
        {bestMatch.message}
      </p>
    </div>
  );
}
