import type { Metadata } from "next";
import { STATES, isStateCode } from "@/lib/locations/states";
import { findLocationsOfTypeByText } from "@/lib/services/locations/location-places";
import { requestContext } from "@/lib/services/request-context";
import { PlaceList } from "./place-list";
import styles from "../locations.module.css";

export type FindType = "region" | "suburb" | "street";

const WORDS: Record<FindType, { title: string; plural: string; hint: string }> = {
  region: { title: "Find a region", plural: "regions", hint: "e.g. Melbourne - Inner" },
  suburb: { title: "Find a suburb", plural: "suburbs", hint: "a suburb name or postcode, e.g. Bondi or 2026" },
  street: { title: "Find a street", plural: "streets", hint: "e.g. Collins Street" },
};

export interface FindSearchParams {
  q?: string | string[];
  state?: string | string[];
}

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 80) ?? "";
}

export function findMetadata(type: FindType): Metadata {
  const { title, plural } = WORDS[type];
  const path = `/find-${type}`;
  const description = `Search Australia's ${plural} by name and state, then read their median prices, homes for sale and rent, schools and nearby places.`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: "Homefront", locale: "en_AU", url: path, title, description },
  };
}

/**
 * A find page (find-region, find-suburb, find-street): a plain GET form, so it works before
 * hydration and every answer has a URL; with no text it lists the busiest places of the type.
 */
export async function FindLocations({ type, searchParams }: { type: FindType; searchParams: FindSearchParams }) {
  const text = single(searchParams.q).trim();
  const stateText = single(searchParams.state).toUpperCase();
  const stateCode = isStateCode(stateText) ? stateText : undefined;
  const found = await findLocationsOfTypeByText(requestContext(), { text, type, stateCode, take: 60 });
  const words = WORDS[type];
  return (
    <div className={styles.page} data-testid={`find-${type}`}>
      <header className={styles.header}>
        <h1>{words.title}</h1>
      </header>
      <form method="get" action={`/find-${type}`} className={styles.findForm} role="search">
        <label>
          Name
          <input type="search" name="q" defaultValue={text} aria-describedby={`find-${type}-hint`} maxLength={80} />
        </label>
        <label>
          State
          <select name="state" defaultValue={stateCode ?? ""}>
            <option value="">All of Australia</option>
            {STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          Search
        </button>
        <p id={`find-${type}-hint`} className={styles.muted}>
          Type {words.hint}.
        </p>
      </form>
      <section aria-labelledby="find-results" className={styles.section}>
        <h2 id="find-results">
          {text
            ? `${words.plural[0]!.toUpperCase()}${words.plural.slice(1)} matching “${text}”`
            : `Popular ${words.plural}`}
        </h2>
        {found.length === 0 ? (
          <p>
            No {words.plural} match “{text}”. Check the spelling or try the first letters only.
          </p>
        ) : (
          <PlaceList places={found} showMedians={false} testId="find-results-list" />
        )}
      </section>
    </div>
  );
}
