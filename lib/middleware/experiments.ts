import { serverEnv } from "../env";
import {
  assignVariants,
  EXPERIMENTS_COOKIE,
  EXPERIMENTS_COOKIE_MAX_AGE_SECONDS,
  EXPERIMENTS_HEADER,
  formatAssignments,
  parseAssignments,
} from "../experiments/assignment";
import type { RunningExperiment } from "../experiments/experiment";
import { getPlatformSettings } from "../services/platform/platform-settings";
import type { MiddlewareContext, MiddlewareStep } from "./pipeline";
import { log } from "@/lib/observability/log";

/**
 * The assignment itself, without I/O (benchmarked: well under 1 ms). Forwards the visitor's
 * variants to server components in a request header and sets the sticky cookie only when a new
 * variant was assigned, which happens only on URLs an experiment targets. A client-sent header is
 * always replaced, and pages re-check it against the running experiments anyway.
 */
export function applyExperimentAssignment(
  context: MiddlewareContext,
  experiments: readonly RunningExperiment[],
  random: () => number = Math.random,
): void {
  context.forwardHeaders.delete(EXPERIMENTS_HEADER);
  if (experiments.length === 0) return;
  const { pathname, search } = context.request.nextUrl;
  const existing = parseAssignments(context.request.cookies.get(EXPERIMENTS_COOKIE)?.value);
  const { assignments, assignedNew } = assignVariants(experiments, pathname + search, existing, random);
  if (assignments.size > 0) context.forwardHeaders.set(EXPERIMENTS_HEADER, formatAssignments(assignments));
  if (assignedNew) {
    context.setCookies.push({
      name: EXPERIMENTS_COOKIE,
      value: formatAssignments(assignments),
      options: {
        path: "/",
        maxAge: EXPERIMENTS_COOKIE_MAX_AGE_SECONDS,
        sameSite: "lax",
        httpOnly: true,
        secure: serverEnv.APP_ENV !== "development",
      },
    });
  }
}

/**
 * Decides the visitor's variants before the page renders (no flicker). Settings come through the
 * isolate memo and the cache (docs/platform.md); if they cannot be read the page renders without
 * experiments rather than failing.
 */
export const assignExperiments: MiddlewareStep = async (context) => {
  let experiments: readonly RunningExperiment[] = [];
  try {
    experiments = (await getPlatformSettings()).experiments;
  } catch (error) {
    log.warn("experiments: settings unavailable; rendering without experiments", { error });
  }
  applyExperimentAssignment(context, experiments);
};
