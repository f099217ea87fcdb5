import type { FlagEntry } from "./entries";
import { assertFlagName, FLAG_NAMES, type FlagName } from "./names";

/** Page settings: a feature map (flag name → "true"/"false") and the app version. */
export interface PageSettings {
  features: Readonly<Partial<Record<FlagName, string>>>;
  appVersion?: string;
}

/** A page experiment switches a feature on, optionally only where the URL contains targetUrl. */
export interface PageExperiment {
  feature: FlagName;
  targetUrl?: string;
}

/** Everything the evaluation rule reads, except the URL, which belongs to the request or page. */
export interface FlagSources {
  settings: PageSettings;
  /** The lookup list: the entries of the environment's preset. */
  entries: readonly FlagEntry[];
  experiments: readonly PageExperiment[];
}

/** The evaluated state of every flag. */
export type Flags = Readonly<Record<FlagName, boolean>>;

/**
 * A flag is on if the page settings mark it 'true', or the lookup
 * finds it enabled, or a page experiment names it and, when the experiment has a target, the
 * current URL contains that target. Nothing turns a flag off once one of these holds.
 */
export function isFlagOn(name: FlagName, sources: FlagSources, url: string): boolean {
  assertFlagName(name);
  return (
    sources.settings.features[name] === "true" ||
    sources.entries.some((entry) => entry.key === name && entry.enabled) ||
    sources.experiments.some(
      (experiment) => experiment.feature === name && (!experiment.targetUrl || url.includes(experiment.targetUrl)),
    )
  );
}

export function evaluateFlags(sources: FlagSources, url: string): Flags {
  return Object.fromEntries(FLAG_NAMES.map((name) => [name, isFlagOn(name, sources, url)])) as Record<
    FlagName,
    boolean
  >;
}

/** Reads one flag from evaluated flags; unlike `flags[name]`, an unknown name throws at runtime too. */
export function flagEnabled(flags: Flags, name: FlagName): boolean {
  assertFlagName(name);
  return flags[name];
}

/** The app version from the page settings, or else the built-in value. */
export function appVersionOf(settings: PageSettings, builtInVersion: string): string {
  return settings.appVersion || builtInVersion;
}
