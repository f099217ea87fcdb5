import type { RunningExperiment, Variant } from "./experiment";
import { targetMatches } from "./experiment";

/** Cookie holding a visitor's variants, `experiment=variant&…`; also the request header's format. */
export const EXPERIMENTS_COOKIE = "hf_exp";
/** Request header middleware forwards to server components with the visitor's current variants. */
export const EXPERIMENTS_HEADER = "x-homefront-experiments";
/** A visitor keeps a variant for 90 days (longer than any experiment should run). */
export const EXPERIMENTS_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** Experiment id → variant name. */
export type Assignments = ReadonlyMap<string, string>;

export function parseAssignments(value: string | null | undefined): Map<string, string> {
  const assignments = new Map<string, string>();
  if (!value) return assignments;
  for (const [id, variant] of new URLSearchParams(value)) if (id && variant) assignments.set(id, variant);
  return assignments;
}

export function formatAssignments(assignments: Assignments): string {
  return new URLSearchParams([...assignments]).toString();
}

/**
 * A variant by weight: `random` in [0, 1) falls into the variant whose cumulative share covers it.
 * Weights are percentages, so the last variant absorbs any rounding at the top.
 */
export function pickVariant(variants: readonly Variant[], random: number): Variant | undefined {
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (total <= 0) return undefined;
  let point = random * total;
  for (const variant of variants) {
    if (point < variant.weight) return variant;
    point -= variant.weight;
  }
  return variants.findLast((variant) => variant.weight > 0);
}

export interface AssignmentResult {
  /** The visitor's variants in running experiments (kept ones and new ones). */
  assignments: Map<string, string>;
  /** True when a new variant was assigned, so the cookie must be (re)written. */
  assignedNew: boolean;
}

/**
 * Assigns the visitor once per experiment, and only on URLs the experiment targets. A variant
 * the visitor already has is kept as long as it still exists (weights changing later do not move
 * anyone). Assignments for experiments no longer running are dropped from what is returned.
 */
export function assignVariants(
  experiments: readonly RunningExperiment[],
  url: string,
  existing: Assignments,
  random: () => number,
): AssignmentResult {
  const assignments = new Map<string, string>();
  let assignedNew = false;
  for (const experiment of experiments) {
    const current = existing.get(experiment.id);
    if (current && experiment.variants.some((variant) => variant.name === current)) {
      assignments.set(experiment.id, current);
      continue;
    }
    if (!targetMatches(experiment.targetUrl, url)) continue;
    const variant = pickVariant(experiment.variants, random());
    if (!variant) continue;
    assignments.set(experiment.id, variant.name);
    assignedNew = true;
  }
  return { assignments, assignedNew };
}
