"use client";

import { useMemo } from "react";
import { requestOperation } from "@/lib/graphql/client";
import type { AgentsAndLocationsQuery } from "@/lib/graphql/generated/operations";
import { AgentsAndLocationsDocument } from "@/lib/graphql/generated/documents/AgentsAndLocations";
import { useSuggestions } from "../../_components/suggestions/use-suggestions";

export interface AgentFinderOption {
  key: string;
  label: string;
  kind: "Agent" | "Office" | "Suburb";
  /** Where choosing it goes: a profile, an office page, or this finder for a suburb. */
  href: string;
}

const askForAgents = (text: string) =>
  requestOperation(AgentsAndLocationsDocument, { text }).then((data) => data.agentsAndLocations);

function optionsOf(
  found: AgentsAndLocationsQuery["agentsAndLocations"],
  suburbHref: (slug: string) => string,
): AgentFinderOption[] {
  return [
    ...found.locations.map((l) => ({
      key: `l${l.id}`,
      label: l.displayText,
      kind: "Suburb" as const,
      href: suburbHref(l.slug),
    })),
    ...found.agents.map((a) => ({
      key: `a${a.id}`,
      label: `${a.name}, ${a.office.name}`,
      kind: "Agent" as const,
      href: a.profileUrl,
    })),
    ...found.offices.map((o) => ({ key: `o${o.id}`, label: o.name, kind: "Office" as const, href: o.url })),
  ];
}

/** The finder's suggestions for what is typed: suburbs first, then agents and offices. */
export function useAgentSuggestions(text: string, suburbHref: (slug: string) => string) {
  const { answer, failed, loading } = useSuggestions(text, askForAgents);
  const options = useMemo(() => (answer ? optionsOf(answer, suburbHref) : []), [answer, suburbHref]);
  return { options, failed, loading };
}
