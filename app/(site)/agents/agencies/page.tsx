import type { Metadata } from "next";
import { firstParam } from "@/lib/ui/search-params";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { companyPath } from "@/lib/agents/agent-urls";
import { STATES } from "@/lib/locations/states";
import { suggestAgentsAndLocations } from "@/lib/services/agents/agent-finder";
import { companiesList } from "@/lib/services/agents/agencies";
import { OFFICE_SORTS } from "@/lib/services/agents/office-finder";
import { requestContext } from "@/lib/services/request-context";
import { FinderTabs } from "../_components/finder-tabs";
import { OfficeFinderResults, type OfficeFinderQuery } from "../_components/office-finder-results";
import { ModeSelect } from "../_components/finder-parts";
import styles from "../../real-estate-agency/agency.module.css";

export const metadata: Metadata = {
  title: "Find a real estate agency: compare local agencies by homes sold",
  description:
    "Compare real estate agencies in your suburb by what their agents sold or leased there in the last 12 months, or find an agency by name or brand.",
  alternates: { canonical: "/agents/agencies" },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => firstParam(value, 120);

const SORT_LABELS: Record<OfficeFinderQuery["sort"], string> = {
  evidence: "Most sold",
  fastest: "Fewest days on market",
};

/**
 * The agency finder beside the agent finder: a suburb lists the offices whose agents sold (or
 * leased) most there in the last 12 months, a name lists the offices called that, and with
 * neither the brands (companies) are listed, by state, each leading to its offices. Typed text goes
 * to the suburb it names, or else is a name search. Services are called directly, as the agent
 * finder does (docs/agents.md).
 */
export default async function AgencyFinderPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = one(params.q)?.trim() ?? "";
  const mode = one(params.mode) === "rent" ? "rent" : "sale";
  if (q) {
    const found = await suggestAgentsAndLocations(requestContext(), q);
    const typed = q.toLowerCase();
    // A suburb named exactly what was typed ("Bondi") wins over the agencies named after it; a
    // suburb that only starts with it ("Palmer…") wins only when no agency matches.
    const suburb = found.ok
      ? (found.locations.find((l) => l.name.toLowerCase() === typed || l.displayText.toLowerCase() === typed) ??
        (found.offices.length === 0
          ? found.locations.find((l) => l.displayText.toLowerCase().startsWith(typed))
          : undefined))
      : undefined;
    const target = new URLSearchParams({ ...(suburb ? { location: suburb.slug } : { name: q }) });
    if (mode === "rent") target.set("mode", mode);
    redirect(`/agents/agencies?${target}`);
  }
  const sortParam = one(params.sort);
  const query: OfficeFinderQuery = {
    location: one(params.location),
    name: one(params.name),
    mode,
    sort: (OFFICE_SORTS as readonly string[]).includes(sortParam ?? "")
      ? (sortParam as OfficeFinderQuery["sort"])
      : "evidence",
    page: /^\d{1,3}$/.test(one(params.page) ?? "") ? Number(one(params.page)) : 1,
  };
  const searching = Boolean(query.location || query.name);
  const stateParam = one(params.state);
  const state = STATES.findIndex((s) => s.code === stateParam?.toUpperCase());

  return (
    <div className={styles.page} data-testid="office-finder">
      <h1>Find a real estate agency</h1>
      <FinderTabs current="agencies" />
      <p className={styles.muted}>
        Agencies ranked by what their agents sold or leased in your suburb in the last 12 months, then how fast.
      </p>
      <form
        action="/agents/agencies"
        method="get"
        role="search"
        aria-label="Find agencies"
        className={styles.finderForm}
      >
        <label>
          Suburb or agency name{" "}
          <input
            name="q"
            type="search"
            className={styles.finderTextInput}
            defaultValue={query.name ?? ""}
            placeholder="Try Bondi or a brand"
            maxLength={80}
            data-testid="office-search-input"
          />
        </label>
        {query.location && !query.name && <input type="hidden" name="location" value={query.location} />}
        <fieldset className={styles.filters}>
          <legend className={styles.visuallyHidden}>Filters</legend>
          <ModeSelect mode={mode} />
          <label>
            Sort by{" "}
            <select name="sort" defaultValue={query.sort}>
              {OFFICE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.button}>
            Search
          </button>
        </fieldset>
      </form>
      {searching ? (
        <Suspense key={JSON.stringify(query)} fallback={<p className={styles.muted}>Finding agencies…</p>}>
          <OfficeFinderResults query={query} />
        </Suspense>
      ) : (
        <Suspense fallback={<p className={styles.muted}>Loading brands…</p>}>
          <Brands stateIndex={state} />
        </Suspense>
      )}
    </div>
  );
}

/** The company finder: every brand, or those with an office in a state, each to its page of offices. */
async function Brands({ stateIndex }: { stateIndex: number }) {
  const listed = await companiesList(requestContext(), stateIndex >= 0 ? String(stateIndex + 1) : null);
  const companies = listed.ok ? listed.companies : [];
  const stateName = stateIndex >= 0 ? STATES[stateIndex]!.name : null;
  return (
    <section aria-labelledby="brands-heading" className={styles.section}>
      <h2 id="brands-heading">{stateName ? `Agency brands in ${stateName}` : "Agency brands"}</h2>
      <nav aria-label="Brands by state" className={styles.pager}>
        <Link href="/agents/agencies" aria-current={stateIndex < 0 ? "page" : undefined}>
          All
        </Link>
        {STATES.map((s, i) => (
          <Link
            key={s.code}
            href={`/agents/agencies?state=${s.code.toLowerCase()}`}
            aria-current={i === stateIndex ? "page" : undefined}
          >
            {s.code}
          </Link>
        ))}
      </nav>
      <ul className={styles.agentList} data-testid="brand-list">
        {companies.map((company) => (
          <li key={company.id}>
            <Link href={companyPath(company.slug)}>{company.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
