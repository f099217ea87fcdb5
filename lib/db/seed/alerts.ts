/**
 * Demo alerts for the demo members (lib/db/seed/collections.ts), with unseen homes, so the alert
 * tables, the digests the first cron tick sends (visible in /dev/mailbox) and the alerts page's
 * counts are not empty on a fresh database. Each alert is a search the results page could save:
 * its filter, name and match columns come from the same code as a member's saved search. Rows
 * carry fixed ids (`seed-alert-…`) and are replaced on every seed run.
 */
import { alertFilterFromSearch, alertName } from "@/lib/alerts/alert-filter";
import { ALERT_MATCH_COLUMN_NAMES, alertMatchValues } from "@/lib/alerts/alert-match";
import type { AlertFrequency } from "@/lib/alerts/alert-rules";
import { alertTimeZone, nextDigestAt } from "@/lib/alerts/alert-schedule";
import { parseSearchUrl } from "@/lib/search/parse-search-url";
import type { SeedWriter } from "./writer";

/** [alert id, member id, the busiest suburb's rank, buy or rent, frequency]. */
const ALERTS = [
  ["seed-alert-1", "seed-member-1", 0, "buy", "daily"],
  ["seed-alert-2", "seed-member-1", 1, "rent", "instant"],
  ["seed-alert-3", "seed-member-2", 2, "buy", "weekly"],
  ["seed-alert-4", "seed-member-3", 0, "rent", "daily"],
] as const satisfies readonly (readonly [string, string, number, "buy" | "rent", AlertFrequency])[];

/** Unseen homes per alert: enough for a digest's 10 and its "see all". */
const UNSEEN_PER_ALERT = 12;

interface Suburb {
  id: number;
  slug: string;
  name: string;
  stateCode: string;
  postcode: string | null;
}

export function seedDemoAlerts(writer: SeedWriter, referenceDate: string): number {
  const now = Date.parse(`${referenceDate}T00:00:00Z`);
  const suburbs = writer.select<Suburb>(
    `SELECT id, slug, name, state_code AS stateCode, postcode FROM locations
     WHERE type = 'suburb' ORDER BY listing_count DESC, id LIMIT 3`,
  );
  if (suburbs.length < 3) return 0;
  writer.transaction(() => {
    for (const table of ["alert_locations", "alert_new_listings", "alert_deliveries"])
      writer.execute(`DELETE FROM ${table} WHERE alert_id LIKE 'seed-alert-%'`);
    writer.execute("DELETE FROM alerts WHERE id LIKE 'seed-alert-%'");
    ALERTS.forEach(([id, memberId, rank, mode, frequency], n) => {
      const suburb = suburbs[rank]!;
      const parsed = parseSearchUrl(`/${mode === "buy" ? "for-sale" : "for-rent"}/${suburb.slug}/real-estate`);
      if (!parsed.ok) throw new Error(`seed alert ${id}: ${parsed.error}`);
      const { filter: searchFilter } = parsed;
      const search = {
        url: parsed.canonicalUrl,
        context: searchFilter.context,
        searchMode: searchFilter.searchMode,
        propertyTypes: [...searchFilter.propertyTypes],
        price: { ...searchFilter.price },
        bedrooms: { ...searchFilter.bedrooms },
        bathrooms: { ...searchFilter.bathrooms },
        carSpaces: { ...searchFilter.carSpaces },
        locationSearchContext: {
          includeSurroundingSuburbs: searchFilter.locationSearchContext.includeSurroundingSuburbs,
          searchLocations: [
            {
              id: suburb.id,
              slug: suburb.slug,
              name: suburb.name,
              stateCode: suburb.stateCode,
              ...(suburb.postcode ? { postcode: suburb.postcode } : {}),
            },
          ],
        },
      };
      const filter = alertFilterFromSearch(search);
      const timeZone = alertTimeZone(suburb.stateCode);
      const created = now - (30 - n) * 86_400_000;
      const matchColumns = ALERT_MATCH_COLUMN_NAMES.join(", ");
      writer.execute(
        `INSERT INTO alerts (id, member_id, name, filter, search, ${matchColumns}, frequency, push_enabled, time_zone,
           next_digest_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ${ALERT_MATCH_COLUMN_NAMES.map(() => "?").join(", ")}, ?, 0, ?, ?, ?, ?)`,
        id,
        memberId,
        alertName(search),
        JSON.stringify(filter),
        JSON.stringify(search),
        ...alertMatchValues(filter),
        frequency,
        timeZone,
        // Due at the first tick after seeding: the demo digests show up in /dev/mailbox.
        nextDigestAt(frequency, timeZone, created),
        created,
        created,
      );
      writer.execute(
        `INSERT INTO alert_locations (location_id, alert_id, ${matchColumns})
         SELECT ?, id, ${matchColumns} FROM alerts WHERE id = ?`,
        suburb.id,
        id,
      );
      // The filter is the suburb and the mode only, so every such listing fits; the newest are unseen.
      writer.execute(
        `INSERT INTO alert_new_listings (alert_id, listing_id, matched_at)
         SELECT ?, id, listed_at FROM listings WHERE suburb_id = ? AND status_type = ?
         ORDER BY listed_at DESC, id DESC LIMIT ?`,
        id,
        suburb.id,
        mode,
        UNSEEN_PER_ALERT,
      );
    });
  });
  return ALERTS.length;
}
