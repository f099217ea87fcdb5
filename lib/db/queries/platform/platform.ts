import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../database";
import { experiments, experimentVariants, platformAudit, platformFlags, trackingEvents } from "../../schema";
import { runInOneBatch } from "../../batch";

export type PlatformEnvironment = (typeof platformFlags.$inferSelect)["environment"];
export type PlatformFlagRow = typeof platformFlags.$inferSelect;
export type ExperimentRow = typeof experiments.$inferSelect;
export type ExperimentVariantRow = typeof experimentVariants.$inferSelect;
export type AuditRow = typeof platformAudit.$inferSelect;
export type NewAuditRow = typeof platformAudit.$inferInsert;
export type NewTrackingEventRow = typeof trackingEvents.$inferInsert;

export interface ExperimentWithVariants extends ExperimentRow {
  variants: ExperimentVariantRow[];
}

export async function getFlagRows(db: Database, environment: PlatformEnvironment): Promise<PlatformFlagRow[]> {
  return db.select().from(platformFlags).where(eq(platformFlags.environment, environment));
}

/** Sets one flag in one environment and records it, in one transaction. */
export async function upsertFlag(db: Database, row: PlatformFlagRow, audit: NewAuditRow): Promise<void> {
  await runInOneBatch(db, [
    db
      .insert(platformFlags)
      .values(row)
      .onConflictDoUpdate({
        target: [platformFlags.environment, platformFlags.key],
        set: { enabled: row.enabled, updatedAt: row.updatedAt, updatedBy: row.updatedBy },
      }),
    db.insert(platformAudit).values(audit),
  ]);
}

async function withVariants(db: Database, rows: ExperimentRow[]): Promise<ExperimentWithVariants[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(experimentVariants)
    .where(
      inArray(
        experimentVariants.experimentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(experimentVariants.position);
  return rows.map((row) => ({ ...row, variants: variants.filter((variant) => variant.experimentId === row.id) }));
}

export async function listExperiments(
  db: Database,
  environment?: PlatformEnvironment,
): Promise<ExperimentWithVariants[]> {
  const rows = await db
    .select()
    .from(experiments)
    .where(environment ? eq(experiments.environment, environment) : undefined)
    .orderBy(desc(experiments.updatedAt));
  return withVariants(db, rows);
}

export async function getRunningExperiments(
  db: Database,
  environment: PlatformEnvironment,
): Promise<ExperimentWithVariants[]> {
  const rows = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.environment, environment), eq(experiments.state, "running")));
  return withVariants(db, rows);
}

export async function getExperiment(db: Database, id: string): Promise<ExperimentWithVariants | undefined> {
  const rows = await db.select().from(experiments).where(eq(experiments.id, id)).limit(1);
  return (await withVariants(db, rows))[0];
}

/** Creates or replaces an experiment with its variants, and records it, in one transaction. */
export async function saveExperiment(
  db: Database,
  experiment: typeof experiments.$inferInsert,
  variants: Omit<ExperimentVariantRow, "experimentId">[],
  audit: NewAuditRow,
): Promise<void> {
  const { id, createdAt: _createdAt, ...changes } = experiment;
  await runInOneBatch(db, [
    db.insert(experiments).values(experiment).onConflictDoUpdate({ target: experiments.id, set: changes }),
    db.delete(experimentVariants).where(eq(experimentVariants.experimentId, id)),
    db.insert(experimentVariants).values(variants.map((variant) => ({ ...variant, experimentId: id }))),
    db.insert(platformAudit).values(audit),
  ]);
}

export async function setExperimentState(
  db: Database,
  id: string,
  change: Pick<ExperimentRow, "state" | "updatedAt"> & Partial<Pick<ExperimentRow, "startedAt" | "stoppedAt">>,
  audit: NewAuditRow,
): Promise<void> {
  await runInOneBatch(db, [
    db.update(experiments).set(change).where(eq(experiments.id, id)),
    db.insert(platformAudit).values(audit),
  ]);
}

export async function listAudit(db: Database, take: number): Promise<AuditRow[]> {
  return db.select().from(platformAudit).orderBy(desc(platformAudit.id)).limit(take);
}

export async function insertTrackingEvent(db: Database, event: NewTrackingEventRow): Promise<void> {
  await db.insert(trackingEvents).values(event);
}
