import type { Metadata } from "next";
import { firstParam } from "@/lib/ui/search-params";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { AGENT_SORT_LABELS, AGENT_SORTS, type AgentSort } from "@/lib/agents/ranking";
import { suggestAgentsAndLocations } from "@/lib/services/agents/agent-finder";
import { requestContext } from "@/lib/services/request-context";
import { getPopularLocations } from "@/lib/services/locations/popular-locations";
import layout from "@/app/(site)/_components/two-column/two-column.module.css";
import { LastAgentSearch } from "./_components/last-agent-search";
import { PROPERTY_TYPES } from "@/lib/listings/property-types";
import { AgentSearchBox } from "./_components/agent-search-box";
import { FinderTabs } from "./_components/finder-tabs";
import { FinderResults, type FinderQuery } from "./_components/finder-results";
import { ModeSelect } from "./_components/finder-parts";
import styles from "../real-estate-agency/agency.module.css";

export const metadata: Metadata = {
  title: "Find a real estate agent: compare local agents by homes sold",
  description:
    "Compare real estate agents in your suburb by what they sold in the last 12 months, how fast, and what their clients say.",
  alternates: { canonical: "/agents" },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => firstParam(value, 120);

/**
 * The agent finder: one box for a suburb or a name. It calls the services directly rather than
 * through in-process GraphQL: a page that imports the GraphQL server gets its own copy of the
 * whole schema and every service in its server chunk (~85 KiB gzip), which the Worker's 3 MiB
 * budget cannot take for one more page (docs/agents.md). A suburb lists the agents with the most
 * evidence there (lib/agents/ranking.ts), 5 a page; a name lists the agents called that. Typed
 * text without a chosen suggestion goes to the suburb it names exactly, or else is a name search.
 */
export default async function AgentFinderPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = one(params.q)?.trim() ?? "";
  const mode = one(params.mode) === "rent" ? "rent" : "sale";
  if (q) {
    const found = await suggestAgentsAndLocations(requestContext(), q);
    const suburb = found.ok
      ? found.locations.find(
          (l) => l.displayText.toLowerCase().startsWith(q.toLowerCase()) && found.agents.length === 0,
        )
      : undefined;
    const target = new URLSearchParams({ ...(suburb ? { location: suburb.slug } : { name: q }) });
    if (mode === "rent") target.set("mode", mode);
    redirect(`/agents?${target}`);
  }
  const sortParam = one(params.sort);
  const typeParam = one(params.propertytype);
  const query: FinderQuery = {
    location: one(params.location),
    name: one(params.name),
    mode,
    sort: AGENT_SORTS.includes(sortParam as AgentSort) ? (sortParam as AgentSort) : "evidence",
    propertyType: typeParam && /^\d{1,2}$/.test(typeParam) ? Number(typeParam) : undefined,
    page: /^\d{1,3}$/.test(one(params.page) ?? "") ? Number(one(params.page)) : 1,
  };
  const searching = Boolean(query.location || query.name);
  // An empty finder shows the agents of the busiest suburb (and offers the visitor's last suburb
  // back, from the browser) rather than a form alone.
  const [popular] = searching ? [] : await getPopularLocations(requestContext(), { take: 1 });
  const shown: FinderQuery | undefined = searching ? query : popular && { ...query, location: popular.slug };

  return (
    <div className={styles.page} data-testid="agent-finder">
      <h1>Find a real estate agent</h1>
      <FinderTabs current="agents" />
      <p className={styles.muted}>
        Agents ranked by what they sold or leased in your suburb in the last 12 months, then how fast and how their
        clients rate them.
      </p>
      <div className={`${layout.columns} ${layout.formFirst}`}>
        <div className={layout.aside}>
          <form action="/agents" method="get" role="search" aria-label="Find agents" className={styles.finderForm}>
            <AgentSearchBox initialText={query.name ?? ""} mode={mode} />
            {query.location && <input type="hidden" name="location" value={query.location} />}
            <fieldset className={styles.filters}>
              <legend className={styles.visuallyHidden}>Filters</legend>
              <ModeSelect mode={mode} />
              <label>
                Property type{" "}
                <select name="propertytype" defaultValue={query.propertyType ?? ""}>
                  <option value="">All types</option>
                  {PROPERTY_TYPES.filter((type) => type.apiName).map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.plural}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Sort by{" "}
                <select name="sort" defaultValue={query.sort}>
                  {AGENT_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {AGENT_SORT_LABELS[sort]}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={styles.button}>
                Apply
              </button>
            </fieldset>
          </form>
          {!searching && <LastAgentSearch shownSlug={popular?.slug} />}
        </div>
        <div className={layout.main} data-testid="agent-finder-results">
          {!searching && popular && (
            <p className={styles.muted} data-testid="agent-finder-popular">
              Showing the top agents of {popular.displayText}, one of the busiest suburbs. Search for your own suburb to
              compare its agents.
            </p>
          )}
          {shown ? (
            <Suspense key={JSON.stringify(shown)} fallback={<p className={styles.muted}>Finding agents…</p>}>
              <FinderResults query={shown} remember={searching} />
            </Suspense>
          ) : (
            <p>
              Start with your suburb, for example <Link href="/agents?location=bondi-nsw-2026">agents in Bondi</Link>.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
