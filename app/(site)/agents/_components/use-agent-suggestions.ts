"use client";

import { useEffect, useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import { AgentsAndLocationsDocument } from "@/lib/graphql/generated/operations";

export interface AgentFinderOption {
  key: string;
  label: string;
  kind: "Agent" | "Office" | "Suburb";
  /** Where choosing it goes: a profile, an office page, or this finder for a suburb. */
  href: string;
}

const DEBOUNCE_MS = 120;

/**
 * The finder's suggestions for what is typed (suburbs first, then agents and offices), debounced,
 * with stale answers dropped as the location box does.
 */
export function useAgentSuggestions(text: string, suburbHref: (slug: string) => string) {
  const [state, setState] = useState<{ text: string; options: AgentFinderOption[]; failed: boolean }>({
    text: "",
    options: [],
    failed: false,
  });
  const trimmed = text.trim();

  useEffect(() => {
    if (trimmed.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      requestOperation(AgentsAndLocationsDocument, { text: trimmed })
        .then(({ agentsAndLocations: found }) => {
          if (!current) return;
          const options: AgentFinderOption[] = [
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
          setState({ text: trimmed, options, failed: false });
        })
        .catch(() => current && setState({ text: trimmed, options: [], failed: true }));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, suburbHref]);

  const fresh = trimmed.length >= 2 && state.text === trimmed;
  return {
    options: fresh ? state.options : [],
    failed: fresh && state.failed,
    loading: trimmed.length >= 2 && !fresh,
  };
}
