"use client";

import { usePathname } from "next/navigation";
import { createContext, useContext, type ReactNode } from "react";
import { isFlagOn, type FlagSources } from "./evaluate";
import type { FlagName } from "./names";

const FlagSourcesContext = createContext<FlagSources | null>(null);

/** Rendered by the root layout with the request's flag sources (serialisable, nothing secret). */
export function FlagsProvider({ sources, children }: { sources: FlagSources; children: ReactNode }) {
  return <FlagSourcesContext value={sources}>{children}</FlagSourcesContext>;
}

/**
 * One flag in a client component. Experiments are matched against the current path, so a
 * targeted experiment follows client-side navigation. Throws outside the provider or for an
 * unknown name.
 */
export function useFlag(name: FlagName): boolean {
  const sources = useContext(FlagSourcesContext);
  const pathname = usePathname();
  if (!sources) throw new Error("useFlag needs the FlagsProvider of the root layout");
  return isFlagOn(name, sources, pathname);
}
