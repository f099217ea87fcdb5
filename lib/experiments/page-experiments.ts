import type { PageExperiment } from "@/lib/flags/evaluate";
import type { Assignments } from "./assignment";
import type { RunningExperiment } from "./experiment";

/**
 * The page experiments a visitor's variants stand for: each running
 * experiment whose assigned variant sees the feature contributes {feature, targetUrl}, and the
 * rule then switches the feature on where the URL contains the target. Assignments naming
 * unknown experiments or variants (a stale or forged cookie) contribute nothing.
 */
export function pageExperimentsFor(
  experiments: readonly RunningExperiment[],
  assignments: Assignments,
): PageExperiment[] {
  return experiments.flatMap((experiment) => {
    const variant = experiment.variants.find((candidate) => candidate.name === assignments.get(experiment.id));
    if (!variant?.featureOn) return [];
    return [{ feature: experiment.feature, ...(experiment.targetUrl ? { targetUrl: experiment.targetUrl } : {}) }];
  });
}
