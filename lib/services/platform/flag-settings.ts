import { getFlagRows, upsertFlag } from "@/lib/db/queries/platform/platform";
import { FLAG_LABELS, FLAG_NAMES, isFlagName, type FlagName } from "@/lib/flags/names";
import { APP_ENVIRONMENTS, isAppEnvironment, presetFor, type AppEnvironment } from "@/lib/flags/presets";
import type { StaffViewer } from "../../staff/roles";
import { auditRow, requireStaff } from "../staff/staff-access";
import type { PlatformContext } from "./platform-context";
import { refused, type Result } from "../result";

export interface FlagSetting {
  key: FlagName;
  label: string;
  /** The preset's value for the environment (what applies without a stored decision). */
  preset: boolean;
  /** The stored decision, if any. */
  stored?: { enabled: boolean; updatedAt: number; updatedBy: string };
  /** What the lookup list says now: the stored decision, else the preset. */
  enabled: boolean;
}

export async function listFlagSettings(
  ctx: PlatformContext,
  viewer: StaffViewer | null,
  environment: AppEnvironment,
): Promise<FlagSetting[]> {
  requireStaff(viewer, "platform");
  const rows = new Map((await getFlagRows(ctx.db, environment)).map((row) => [row.key, row]));
  const preset = presetFor(environment);
  return FLAG_NAMES.map((key) => {
    const row = rows.get(key);
    return {
      key,
      label: FLAG_LABELS[key],
      preset: preset[key],
      ...(row ? { stored: { enabled: row.enabled, updatedAt: row.updatedAt, updatedBy: row.updatedBy } } : {}),
      enabled: row ? row.enabled : preset[key],
    };
  });
}

/** Switches a flag in one environment. A name that is not a flag is refused, never stored. */
export async function setFlag(
  ctx: PlatformContext,
  viewer: StaffViewer | null,
  input: { environment: string; key: string; enabled: boolean },
): Promise<Result> {
  const actor = requireStaff(viewer, "platform");
  if (!isFlagName(input.key)) return refused([`Unknown feature flag: ${input.key}`]);
  const { environment } = input;
  if (!isAppEnvironment(environment)) {
    return refused([`Unknown environment: ${environment} (use ${APP_ENVIRONMENTS.join(", ")})`]);
  }
  const before = (await getFlagRows(ctx.db, environment)).find((row) => row.key === input.key);
  await upsertFlag(
    ctx.db,
    { environment, key: input.key, enabled: input.enabled, updatedAt: ctx.now, updatedBy: actor.viewer.name },
    auditRow(actor, ctx.now, {
      action: input.enabled ? "flag.on" : "flag.off",
      subject: `${environment}/${input.key}`,
      before: { enabled: before ? before.enabled : presetFor(environment)[input.key], stored: Boolean(before) },
      after: { enabled: input.enabled, stored: true },
    }),
  );
  await ctx.forgetSettings(environment);
  return { ok: true };
}
