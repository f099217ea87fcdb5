"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { ADDRESS_PARAM, APPRAISAL_PATH } from "@/lib/agents/appraisal-urls";
import { useComboboxKeys } from "@/app/(site)/_components/location-search/use-combobox-keys";
import {
  useLocationSuggestions,
  type Suggestion,
} from "@/app/(site)/_components/location-search/use-location-suggestions";
import agency from "../../real-estate-agency/agency.module.css";
import fields from "@/app/_components/contact-fields/contact-fields.module.css";
import styles from "@/app/(site)/_components/location-search/location-search.module.css";
import { useUrlParam } from "./use-url-param";
import { countOf } from "@/lib/format/numbers";

/**
 * Where the property is: its street address and its suburb, the suburb with the search box's
 * suggestions (WAI-ARIA combobox: arrows move, Enter chooses, Escape closes). Choosing a suburb
 * shows its agents; without a chosen suggestion the form submits as a plain GET (the page resolves
 * the typed suburb), so it works before the script has loaded. The address travels in the URL to
 * the request form, which reads it in the browser: the shared page never holds it.
 */
export function AppraisalAddressBox({ suburbText }: { suburbText: string }) {
  const router = useRouter();
  const id = useId();
  // What the owner typed before choosing the suburb comes back from the URL until they edit it.
  const typedBefore = useUrlParam(ADDRESS_PARAM)?.slice(0, 200) ?? "";
  const [edited, setAddress] = useState<string | null>(null);
  const address = edited ?? typedBefore;
  const [text, setText] = useState(suburbText);
  const [open, setOpen] = useState(false);
  const { suggestions, loading, failed } = useLocationSuggestions(text);
  const suburbs = useMemo(() => suggestions.filter((s) => s.type === "suburb"), [suggestions]);
  const listboxId = `${id}-listbox`;
  const expanded = open && text.trim().length >= 2;

  function choose(suburb: Suggestion) {
    setText(suburb.displayText);
    setOpen(false);
    const params = new URLSearchParams({ location: suburb.slug });
    if (address.trim()) params.set(ADDRESS_PARAM, address.trim());
    router.push(`${APPRAISAL_PATH}?${params}`);
  }
  const { active, resetActive, onKeyDown } = useComboboxKeys(suburbs, choose, () => setOpen(false));

  return (
    <form
      action={APPRAISAL_PATH}
      method="get"
      className={agency.finderForm}
      aria-label="Your property"
      data-testid="appraisal-address-form"
    >
      <div className={fields.field}>
        <label htmlFor={`${id}-address`}>Street address</label>
        <input
          id={`${id}-address`}
          name={ADDRESS_PARAM}
          type="text"
          autoComplete="address-line1"
          placeholder="For example 12 Kookaburra Street"
          className={fields.input}
          maxLength={200}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-suburb`} className={styles.label}>
          Suburb
        </label>
        <div className={styles.inputRow}>
          <input
            id={`${id}-suburb`}
            name="suburb"
            data-testid="appraisal-suburb-input"
            className={styles.input}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder="Try Bondi or 2026"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
            value={text}
            maxLength={80}
            required
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              resetActive();
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown") setOpen(true);
              // Enter chooses only a suburb the arrows picked; otherwise the form sends the text.
              if (e.key === "Enter" && active < 0) return;
              onKeyDown(e);
            }}
          />
          <button type="submit" className={styles.searchButton} data-testid="appraisal-find-agents">
            Find local agents
          </button>
        </div>
        <ul id={listboxId} role="listbox" aria-label="Suburbs" className={styles.listbox} hidden={!expanded}>
          {suburbs.map((suburb, i) => (
            <li
              key={suburb.id}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              data-testid="appraisal-suburb-suggestion"
              className={styles.option}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(suburb);
              }}
            >
              <span>{suburb.displayText}</span>
            </li>
          ))}
          {expanded && !loading && suburbs.length === 0 && (
            <li className={styles.empty} role="presentation">
              {failed ? "Suggestions are unavailable right now. Please try again." : "No matching suburbs."}
            </li>
          )}
        </ul>
        <p className={styles.status} role="status" aria-live="polite">
          {expanded && !loading ? countOf(suburbs.length, "suggestion") : ""}
        </p>
      </div>
    </form>
  );
}
