import type { FlagName } from "@/lib/flags/names";

/** A variant of a running experiment: its share of visitors and whether it sees the feature. */
export interface Variant {
  name: string;
  /** Percent of visitors; the variants of one experiment add up to 100. */
  weight: number;
  featureOn: boolean;
}

/** What middleware and pages need of a running experiment (no audit fields). */
export interface RunningExperiment {
  id: string;
  feature: FlagName;
  /** The experiment applies where the URL (path and query) contains this text. */
  targetUrl?: string;
  variants: readonly Variant[];
}

/** An experiment without a target applies everywhere; with one, where the URL contains it. */
export function targetMatches(targetUrl: string | undefined, url: string): boolean {
  return !targetUrl || url.includes(targetUrl);
}
