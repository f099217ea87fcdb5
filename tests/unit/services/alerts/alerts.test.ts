// The alert services on real SQL (node:sqlite with the real migrations): composing from a search
// URL, the limits (reserved in one statement, so parallel saves cannot pass them), the product's
// messages, and that a member reaches only their own alerts.
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import { alertNewListings } from "@/lib/db/schema";
import { createServiceContext, type ServiceContext } from "@/lib/services/context";
import {
  addAlert,
  alertForSearch,
  clearAlertNewListings,
  clearAllAlertNewListings,
  deleteAlert,
  listAlerts,
  updateAlert,
} from "@/lib/services/alerts/alerts";
import { FailureError } from "@/lib/services/result";
import { ALERT_MESSAGES, MAX_ALERTS_PER_MEMBER, MAX_ALERT_LOCATIONS } from "@/lib/alerts/alert-rules";
import { alertTestDatabase, viewer } from "./alert-test-db";

const START = Date.UTC(2026, 0, 5, 10);
let db: Database;
const ctx = (): ServiceContext => createServiceContext(db, START);
const jane = viewer("member-jane", "jane");
const omar = viewer("member-omar", "omar");
const BONDI_HOUSES = "/for-sale/bondi-nsw-2026/houses?bedrooms=3-plus&priceminimum=500000&pricemaximum=900000";

beforeEach(async () => {
  db = await alertTestDatabase();
});

async function saved(url = BONDI_HOUSES, who = jane) {
  const result = await addAlert(ctx(), who, { searchUrl: url });
  if (!result.ok) throw new Error(result.message);
  return result.alert;
}

describe("addAlert", () => {
  it("composes the filter and name from the results page URL", async () => {
    const alert = await saved("/for-rent/bondi-nsw-2026/houses?bedrooms=2,3&priceminimum=400&pricemaximum=800");
    expect(alert.filter).toMatchObject({
      statusTypes: ["rent"],
      listingTypes: ["rental"],
      locationIds: [11],
      priceMin: 400,
      priceMax: 800,
      propertyTypes: ["house"],
      bedrooms: { only: [2, 3] },
    });
    expect(alert.name).toBe("Bondi, NSW For Rent, $400 - $800 pw, Houses, 2, 3 Beds");
    expect(alert.search.url).toMatch(/^\/for-rent\/bondi-nsw-2026/);
    expect(alert.frequency).toBe("daily");
  });

  it("refuses sold searches and unknown locations with 'Unable to save Alert'-style messages, storing nothing", async () => {
    const sold = await addAlert(ctx(), jane, { searchUrl: "/sold-properties/bondi-nsw-2026" });
    expect(sold).toMatchObject({
      ok: false,
      code: "BAD_INPUT",
      message: "Only buy and rent searches can be saved as alerts",
    });
    const unknown = await addAlert(ctx(), jane, { searchUrl: "/for-sale/nowhere-nsw-2999/real-estate" });
    expect(unknown).toMatchObject({ ok: false, code: "BAD_INPUT" });
    const bad = await addAlert(ctx(), jane, { searchUrl: BONDI_HOUSES, frequency: "hourly" });
    expect(bad).toMatchObject({ ok: false, code: "BAD_INPUT", message: ALERT_MESSAGES.saveFailed });
    expect(await listAlerts(ctx(), jane)).toEqual([]);
  });

  it("refuses a visitor", async () => {
    await expect(addAlert(ctx(), null, { searchUrl: BONDI_HOUSES })).rejects.toBeInstanceOf(FailureError);
  });

  it("holds the per-member limit under parallel saves", async () => {
    const attempts = await Promise.all(
      Array.from({ length: MAX_ALERTS_PER_MEMBER + 5 }, () => addAlert(ctx(), jane, { searchUrl: BONDI_HOUSES })),
    );
    expect(attempts.filter((result) => result.ok)).toHaveLength(MAX_ALERTS_PER_MEMBER);
    expect(attempts.find((result) => !result.ok)).toMatchObject({ code: "CONFLICT" });
    expect(await listAlerts(ctx(), jane)).toHaveLength(MAX_ALERTS_PER_MEMBER);
    // Another member's count is their own.
    expect((await addAlert(ctx(), omar, { searchUrl: BONDI_HOUSES })).ok).toBe(true);
  });

  it("refuses more locations than an alert may follow", async () => {
    const slugs = Array.from(
      { length: MAX_ALERT_LOCATIONS + 1 },
      (_, n) => `suburb${n}-nsw-2${String(n).padStart(3, "0")}`,
    );
    const result = await addAlert(ctx(), jane, {
      searchUrl: `/for-sale/bondi-nsw-2026/real-estate?suburbs=${slugs.join(",")}`,
    });
    expect(result).toMatchObject({ ok: false, code: "BAD_INPUT" });
    if (!result.ok) expect(result.message).toContain(String(MAX_ALERT_LOCATIONS));
  });
});

describe("a member reaches only their own alerts", () => {
  it("update, delete and clear of another member's alert fail with the product's messages and change nothing", async () => {
    const alert = await saved();
    await db.insert(alertNewListings).values({ alertId: alert.id, listingId: 5, matchedAt: START });
    expect(await updateAlert(ctx(), omar, { alertId: alert.id, name: "Mine now" })).toMatchObject({
      ok: false,
      message: ALERT_MESSAGES.updateFailed,
    });
    expect(await deleteAlert(ctx(), omar, alert.id)).toMatchObject({ ok: false, message: ALERT_MESSAGES.deleteFailed });
    expect(await clearAlertNewListings(ctx(), omar, alert.id)).toMatchObject({
      ok: false,
      message: ALERT_MESSAGES.clearFailed,
    });
    expect(await clearAllAlertNewListings(ctx(), omar, "jane")).toMatchObject({ ok: false });
    expect(await listAlerts(ctx(), omar)).toEqual([]);
    const [mine] = await listAlerts(ctx(), jane);
    expect(mine).toMatchObject({ id: alert.id, name: alert.name, unseenListingIds: [5] });
  });

  it("a visitor's change reads 'Please login to update this Alert'", async () => {
    const alert = await saved();
    await expect(updateAlert(ctx(), null, { alertId: alert.id, name: "x" })).rejects.toMatchObject({
      failure: { code: "UNAUTHENTICATED", message: ALERT_MESSAGES.signInToUpdate },
    });
  });
});

describe("changing an alert", () => {
  it("renames, replaces the filters, changes frequency, clears markers and deletes", async () => {
    const alert = await saved();
    const renamed = await updateAlert(ctx(), jane, {
      alertId: alert.id,
      name: "  Beach houses  ",
      searchUrl: "/for-sale/coogee-nsw-2034/real-estate",
      frequency: "weekly",
    });
    expect(renamed).toMatchObject({ ok: true, alert: { name: "Beach houses", frequency: "weekly" } });
    if (renamed.ok) expect(renamed.alert.filter.locationIds).toEqual([12]);

    await db.insert(alertNewListings).values({ alertId: alert.id, listingId: 7, matchedAt: START });
    expect((await listAlerts(ctx(), jane))[0]?.unseenListingIds).toEqual([7]);
    expect(await clearAlertNewListings(ctx(), jane, alert.id)).toMatchObject({ ok: true });
    expect((await listAlerts(ctx(), jane))[0]?.unseenListingIds).toEqual([]);

    expect(await deleteAlert(ctx(), jane, alert.id)).toEqual({ ok: true, alertId: alert.id });
    expect(await listAlerts(ctx(), jane)).toEqual([]);
    expect(await deleteAlert(ctx(), jane, alert.id)).toMatchObject({ ok: false, message: ALERT_MESSAGES.deleteFailed });
  });

  it("finds the saved alert for the same search in any URL spelling, not for a different one", async () => {
    const alert = await saved();
    expect((await alertForSearch(ctx(), jane, BONDI_HOUSES))?.id).toBe(alert.id);
    expect(
      await alertForSearch(
        ctx(),
        jane,
        "/for-sale/bondi-nsw-2026/houses?bedrooms=2-plus&priceminimum=500000&pricemaximum=900000",
      ),
    ).toBeNull();
    expect(await alertForSearch(ctx(), omar, BONDI_HOUSES)).toBeNull();
    expect(await alertForSearch(ctx(), null, BONDI_HOUSES)).toBeNull();
  });
});
