import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import { insertWhere } from "../../insert-where";
import { alertLocations, alertNewListings, alerts, locations } from "../../schema";

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlertRow = typeof alerts.$inferInsert;

/** The alert's columns each matching-index row repeats, in alert_locations' column order after location_id. */
const MATCH_COLUMNS = sql.raw(
  "a.mode, a.id, a.price_min, a.price_max, a.property_type_mask, a.bedrooms_mask, a.bedrooms_min, " +
    "a.bathrooms_mask, a.bathrooms_min, a.car_spaces_mask, a.car_spaces_min",
);

/**
 * The alert's rows in the matching index, from its own filter JSON: one per location id, or the
 * all-of-Australia row (location 0) when it names none. Reads the alert row, so it writes nothing
 * when the alert was not created (the member was at the limit) or is not the member's.
 */
function indexAlertLocations(db: Database, alertId: string, memberId: string) {
  // A query-builder insert (not db.run): D1's batch takes only those.
  return db.insert(alertLocations).select(sql`
    SELECT CAST(j.value AS INTEGER), ${MATCH_COLUMNS} FROM alerts a, json_each(a.filter, '$.locationIds') j
    WHERE a.id = ${alertId} AND a.member_id = ${memberId}
    UNION ALL
    SELECT 0, ${MATCH_COLUMNS} FROM alerts a
    WHERE a.id = ${alertId} AND a.member_id = ${memberId} AND json_array_length(a.filter, '$.locationIds') = 0`);
}

/**
 * Creates the alert only while the member has fewer than `limit`: the count and the insert are one
 * statement, so parallel requests cannot both pass the check. Returns whether it was created.
 */
export async function insertAlertWithinLimit(db: Database, row: NewAlertRow & { id: string }, limit: number) {
  await runInOneBatch(db, [
    insertWhere(db, alerts, row, sql`(SELECT count(*) FROM alerts WHERE member_id = ${row.memberId}) < ${limit}`),
    indexAlertLocations(db, row.id, row.memberId),
  ]);
  return (await findAlertOf(db, row.memberId, row.id)) !== undefined;
}

/** Changes the member's own alert; when the filter changes, its rows in the matching index are rebuilt with it. */
export async function updateAlertOf(
  db: Database,
  memberId: string,
  alertId: string,
  changes: Partial<Omit<NewAlertRow, "id" | "memberId" | "createdAt">>,
): Promise<void> {
  const mine = and(eq(alerts.id, alertId), eq(alerts.memberId, memberId));
  if (changes.filter === undefined) {
    await db.update(alerts).set(changes).where(mine);
    return;
  }
  await runInOneBatch(db, [
    db.update(alerts).set(changes).where(mine),
    db
      .delete(alertLocations)
      .where(
        and(
          eq(alertLocations.alertId, alertId),
          sql`EXISTS (SELECT 1 FROM alerts WHERE id = ${alertId} AND member_id = ${memberId})`,
        ),
      ),
    indexAlertLocations(db, alertId, memberId),
  ]);
}

/** Deletes the member's own alert with its index rows and markers; the delivery log stays (it is what prevents resends). */
export async function deleteAlertOf(db: Database, memberId: string, alertId: string): Promise<void> {
  const owned = sql`EXISTS (SELECT 1 FROM alerts WHERE id = ${alertId} AND member_id = ${memberId})`;
  await runInOneBatch(db, [
    db.delete(alertLocations).where(and(eq(alertLocations.alertId, alertId), owned)),
    db.delete(alertNewListings).where(and(eq(alertNewListings.alertId, alertId), owned)),
    db.delete(alerts).where(and(eq(alerts.id, alertId), eq(alerts.memberId, memberId))),
  ]);
}

export async function findAlertOf(db: Database, memberId: string, alertId: string): Promise<AlertRow | undefined> {
  const rows = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.memberId, memberId)))
    .limit(1);
  return rows[0];
}

export async function findAlert(db: Database, alertId: string): Promise<AlertRow | undefined> {
  return (await db.select().from(alerts).where(eq(alerts.id, alertId)).limit(1))[0];
}

/** A member's alerts, oldest first (the order they were saved in). */
export async function listAlertsOf(db: Database, memberId: string, take: number): Promise<AlertRow[]> {
  return db.select().from(alerts).where(eq(alerts.memberId, memberId)).orderBy(asc(alerts.createdAt)).limit(take);
}

/** Unseen listing ids per alert, newest first. */
export async function listNewListingsOf(
  db: Database,
  alertIds: readonly string[],
): Promise<{ alertId: string; listingId: number; matchedAt: number }[]> {
  if (alertIds.length === 0) return [];
  return db
    .select()
    .from(alertNewListings)
    .where(inArray(alertNewListings.alertId, [...alertIds]))
    .orderBy(sql`${alertNewListings.matchedAt} DESC`);
}

/** Clears the new-home markers of the member's own alert. */
export async function clearNewListingsOf(db: Database, memberId: string, alertId: string): Promise<void> {
  await db
    .delete(alertNewListings)
    .where(
      and(
        eq(alertNewListings.alertId, alertId),
        sql`EXISTS (SELECT 1 FROM alerts WHERE id = ${alertId} AND member_id = ${memberId})`,
      ),
    );
}

/** Clears the markers of every alert of the member. */
export async function clearAllNewListingsOf(db: Database, memberId: string): Promise<void> {
  await db
    .delete(alertNewListings)
    .where(sql`${alertNewListings.alertId} IN (SELECT id FROM alerts WHERE member_id = ${memberId})`);
}

export async function countAlertsOf(db: Database, memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(alerts).where(eq(alerts.memberId, memberId));
  return row?.n ?? 0;
}

export interface AlertPlace {
  id: number;
  slug: string;
  name: string;
  stateCode: string;
  postcode: string | null;
  type: string;
}

/** Locations by slug, for turning a search URL into the location ids an alert follows. */
export async function placesBySlug(db: Database, slugs: readonly string[]): Promise<AlertPlace[]> {
  if (slugs.length === 0) return [];
  return db
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      stateCode: locations.stateCode,
      postcode: locations.postcode,
      type: locations.type,
    })
    .from(locations)
    .where(inArray(locations.slug, [...slugs]));
}
