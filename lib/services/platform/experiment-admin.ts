import {
  getExperiment,
  listExperiments,
  saveExperiment,
  setExperimentState,
  type ExperimentWithVariants,
} from "@/lib/db/queries/platform/platform";
import { definitionErrors, experimentDefinitionSchema } from "@/lib/experiments/definition";
import type { StaffViewer } from "../../staff/roles";
import { auditRow, requireStaff } from "../staff/staff-access";
import type { PlatformContext } from "./platform-context";
import { refused, type Result } from "../result";

export type { ExperimentWithVariants };

export async function listExperimentsForAdmin(
  ctx: PlatformContext,
  viewer: StaffViewer | null,
): Promise<ExperimentWithVariants[]> {
  requireStaff(viewer, "platform");
  return listExperiments(ctx.db);
}

export async function getExperimentForAdmin(
  ctx: PlatformContext,
  viewer: StaffViewer | null,
  id: string,
): Promise<ExperimentWithVariants | null> {
  requireStaff(viewer, "platform");
  return (await getExperiment(ctx.db, id)) ?? null;
}

/**
 * Creates (`mode: "create"`, refused if the id exists) or edits an experiment. Malformed
 * definitions are refused with every reason. Editing a running experiment applies at once to new
 * visitors; visitors already assigned keep their variant while it exists.
 */
export async function saveExperimentDefinition(
  ctx: PlatformContext,
  viewer: StaffViewer | null,
  input: unknown,
  mode: "create" | "edit",
): Promise<Result<{ value: ExperimentWithVariants }>> {
  const actor = requireStaff(viewer, "platform");
  const parsed = experimentDefinitionSchema.safeParse(input);
  if (!parsed.success) return refused(definitionErrors(parsed.error));
  const definition = parsed.data;
  const existing = await getExperiment(ctx.db, definition.id);
  if (mode === "create" && existing) return refused([`id: An experiment called ${definition.id} exists already`]);
  if (mode === "edit" && !existing) return refused([`id: No experiment called ${definition.id}`]);
  await saveExperiment(
    ctx.db,
    {
      id: definition.id,
      environment: definition.environment,
      description: definition.description,
      feature: definition.feature,
      targetUrl: definition.targetUrl ?? null,
      state: existing?.state ?? "draft",
      createdAt: existing?.createdAt ?? ctx.now,
      updatedAt: ctx.now,
      startedAt: existing?.startedAt ?? null,
      stoppedAt: existing?.stoppedAt ?? null,
    },
    definition.variants.map((variant, position) => ({ ...variant, position })),
    auditRow(actor, ctx.now, {
      action: mode === "create" ? "experiment.create" : "experiment.edit",
      subject: definition.id,
      before: existing ?? null,
      after: definition,
    }),
  );
  if (existing) await ctx.forgetSettings(existing.environment);
  await ctx.forgetSettings(definition.environment);
  const saved = await getExperiment(ctx.db, definition.id);
  if (!saved) throw new Error(`experiment ${definition.id} vanished after saving`);
  return { ok: true, value: saved };
}

/** Starts (or restarts) and stops an experiment; the change reaches middleware within a minute. */
export async function changeExperimentState(
  ctx: PlatformContext,
  viewer: StaffViewer | null,
  id: string,
  state: "running" | "stopped",
): Promise<Result> {
  const actor = requireStaff(viewer, "platform");
  const existing = await getExperiment(ctx.db, id);
  if (!existing) return refused([`No experiment called ${id}`]);
  if (existing.state === state) return refused([`${id} is ${state} already`]);
  await setExperimentState(
    ctx.db,
    id,
    state === "running"
      ? { state, updatedAt: ctx.now, startedAt: ctx.now }
      : { state, updatedAt: ctx.now, stoppedAt: ctx.now },
    auditRow(actor, ctx.now, {
      action: state === "running" ? "experiment.start" : "experiment.stop",
      subject: id,
      before: { state: existing.state },
      after: { state },
    }),
  );
  await ctx.forgetSettings(existing.environment);
  return { ok: true };
}
