// The matcher and delivery on real SQL: a new listing reaches the alerts it fits once, however many
// ticks run and however often the queue hands a message over; the e-mail comes once, shows only the
// published price, and its unsubscribe link works without a sign-in and only for its own alert.
import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { alertNewListings, listingMarketEvents, mailOutbox, members } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { addAlert, listAlerts } from "@/lib/services/alerts/alerts";
import {
  MARKET_EVENT_RETENTION_MS,
  matchListings,
  runAlertTick,
  type AlertMessage,
  type AlertQueue,
} from "@/lib/services/alerts/matcher";
import { deliverAlert } from "@/lib/services/alerts/delivery";
import { unsubscribeFromAlert } from "@/lib/services/alerts/unsubscribe";
import { alertTestDatabase, PLACES, viewer } from "./alert-test-db";

const NOW = Date.UTC(2026, 5, 1, 0);
const CONFIG = {
  siteUrl: "https://homefront.example",
  mailFrom: "Homefront <no-reply@homefront.example>",
  secret: "unit-test-secret-unit-test-secret-0001",
};
let db: Database;
const ctx = () => createServiceContext(db, NOW);

/** Cloudflare Queues' producer, as a list the test drains. */
function queue(): AlertQueue & { messages: AlertMessage[] } {
  const messages: AlertMessage[] = [];
  return {
    messages,
    async sendBatch(batch) {
      for (const { body } of batch) messages.push(body);
    },
  };
}

/** Hands every message over, as the consumer would, and returns what it sent on. */
async function consume(messages: AlertMessage[], next = queue()) {
  for (const message of messages) {
    if (message.kind === "match") await matchListings(ctx(), message.listingIds, next);
    else for (const id of message.alertIds) await deliverAlert(ctx(), id, CONFIG);
  }
  return next.messages;
}

async function listHouse(id: number, overrides: { price?: number | null; priceText?: string; suburbId?: number } = {}) {
  await db.run(sql`
    INSERT INTO listings (id, status_type, property_type, tier_type, title, description, suburb_id, state_code, postcode,
      street_number, street_name, latitude, longitude, price, price_text, price_long_text, bedrooms, bathrooms, car_spaces,
      listed_at, photo_count, art_seed, agent_id, office_id)
    VALUES (${id}, 'buy', 7, 'standard', 'A house', 'Near the beach', ${overrides.suburbId ?? PLACES.bondi.id}, 'NSW', '2026',
      '12', 'Campbell Parade', -33.89, 151.27, ${overrides.price === undefined ? 900000 : overrides.price},
      ${overrides.priceText ?? "$900,000"}, ${overrides.priceText ?? "$900,000"}, 3, 2, 1, ${NOW}, 5, 1, 1, 1)`);
}

beforeEach(async () => {
  db = await alertTestDatabase();
  await db.insert(members).values({
    id: "member-jane",
    username: "jane",
    email: "jane@example.com",
    name: "Jane",
    createdAt: NOW,
  });
});

describe("matching and delivery", () => {
  it("two ticks at once and every message twice: one marker, one e-mail", async () => {
    const saved = await addAlert(ctx(), viewer("member-jane", "jane"), {
      searchUrl: "/for-sale/bondi-nsw-2026/houses",
      frequency: "instant",
    });
    if (!saved.ok) throw new Error(saved.message);
    // The first tick starts the watermark at now: earlier events are history.
    await runAlertTick(ctx(), queue());
    await listHouse(101);
    await listHouse(102, { suburbId: PLACES.fitzroy.id }); // fits nothing

    const produced = queue();
    await Promise.all([runAlertTick(ctx(), produced), runAlertTick(ctx(), produced)]);
    expect(produced.messages.filter((m) => m.kind === "match").length).toBeGreaterThanOrEqual(1);
    const deliveries = await consume([...produced.messages, ...produced.messages]);
    expect(deliveries.length).toBeGreaterThanOrEqual(1);
    await consume([...deliveries, ...deliveries]);

    const markers = await db.select().from(alertNewListings);
    expect(markers.map((m) => m.listingId)).toEqual([101]);
    const mail = await db.select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "alert", toAddress: "jane@example.com" });
    expect(mail[0]!.subject).toBe("1 new home for Bondi, NSW For Sale, Houses");
    expect(mail[0]!.htmlBody).toContain("12 Campbell Parade");
    expect(mail[0]!.textBody).toContain("$900,000");
    expect(mail[0]!.textBody).toContain("https://homefront.example/unsubscribe/alert?token=");
    // One-click unsubscribe (RFC 8058): the header names the POST address with the same token.
    const headers = JSON.parse(mail[0]!.headers!) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = /unsubscribe\/alert\?token=(\S+)/.exec(mail[0]!.textBody)![1];
    expect(headers["List-Unsubscribe"]).toBe(`<https://homefront.example/api/alerts/unsubscribe?token=${token}>`);

    // Later ticks find nothing new; the markers stay until the member clears them.
    const later = queue();
    await runAlertTick(ctx(), later);
    expect(later.messages).toEqual([]);
    expect((await listAlerts(ctx(), viewer("member-jane", "jane")))[0]?.unseenListingIds).toEqual([101]);
  });

  it("keeps the newest 100 markers of an alert, and the consumer's retry still hands on the delivery", async () => {
    const saved = await addAlert(ctx(), viewer("member-jane", "jane"), {
      searchUrl: "/for-sale/bondi-nsw-2026/real-estate",
      frequency: "instant",
    });
    if (!saved.ok) throw new Error(saved.message);
    for (let id = 1; id <= 105; id++) await listHouse(1000 + id);
    const ids = Array.from({ length: 105 }, (_, n) => 1001 + n);
    // Oldest first, one message each, as ticks would bring them.
    for (const id of ids) await matchListings(createServiceContext(db, NOW + id), [id], queue());
    const kept = (await db.select().from(alertNewListings)).map((m) => m.listingId).sort((a, b) => a - b);
    expect(kept).toEqual(ids.slice(5));
    // The same message again records nothing new but still queues the instant delivery.
    const again = queue();
    expect(await matchListings(ctx(), [1105], again)).toEqual({ marked: 0, instant: 1 });
    expect(again.messages).toEqual([{ kind: "deliver", alertIds: [saved.alert.id] }]);
  });

  it("a withheld price is not mailed: the e-mail shows the published text", async () => {
    await addAlert(ctx(), viewer("member-jane", "jane"), {
      searchUrl: "/for-sale/bondi-nsw-2026/real-estate",
      frequency: "instant",
    });
    await runAlertTick(ctx(), queue());
    await listHouse(201, { price: null, priceText: "Auction" });
    const produced = queue();
    await runAlertTick(ctx(), produced);
    await consume(await consume(produced.messages));
    const [mail] = await db.select().from(mailOutbox);
    expect(mail?.textBody).toContain("Auction");
    expect(mail?.textBody).not.toMatch(/\$\d/);
  });

  it("unsubscribe: the mailed token silences its alert; a forged one does nothing", async () => {
    const saved = await addAlert(ctx(), viewer("member-jane", "jane"), {
      searchUrl: "/for-sale/bondi-nsw-2026/real-estate",
      frequency: "instant",
    });
    if (!saved.ok) throw new Error(saved.message);
    await runAlertTick(ctx(), queue());
    await listHouse(301);
    const produced = queue();
    await runAlertTick(ctx(), produced);
    await consume(await consume(produced.messages));
    const [mail] = await db.select().from(mailOutbox);
    const token = new URL(/https:\/\/\S+unsubscribe\/alert\?token=\S+/.exec(mail!.textBody)![0]).searchParams.get(
      "token",
    )!;

    expect((await unsubscribeFromAlert(ctx(), `${token.slice(0, -2)}xx`, CONFIG.secret)).ok).toBe(false);
    expect((await unsubscribeFromAlert(ctx(), token, "another-secret-another-secret-0001")).ok).toBe(false);
    expect((await listAlerts(ctx(), viewer("member-jane", "jane")))[0]?.frequency).toBe("instant");
    expect(await unsubscribeFromAlert(ctx(), token, CONFIG.secret)).toEqual({ ok: true, name: saved.alert.name });
    expect((await listAlerts(ctx(), viewer("member-jane", "jane")))[0]?.frequency).toBe("none");
  });

  it("prunes market events the matcher has handed on once they are past the retention, and only those", async () => {
    await runAlertTick(ctx(), queue());
    const old = NOW - MARKET_EVENT_RETENTION_MS - 60_000;
    const recent = NOW - MARKET_EVENT_RETENTION_MS + 60_000;
    const logEvent = async (listingId: number, at: number) =>
      (await db.insert(listingMarketEvents).values({ listingId, kind: "listed", at }).returning())[0]!.id;
    const ids = async () =>
      (await db.select({ id: listingMarketEvents.id }).from(listingMarketEvents).orderBy(listingMarketEvents.id)).map(
        (row) => row.id,
      );
    const oldEvent = await logEvent(401, old);
    const recentEvent = await logEvent(402, recent);
    const produced = queue();
    const tick = await runAlertTick(ctx(), produced);
    // Both handed on first, then only the one past the retention pruned.
    expect(produced.messages).toEqual([{ kind: "match", listingIds: [401, 402] }]);
    expect(tick.pruned).toBe(1);
    const left = await ids();
    expect(left).toContain(recentEvent);
    expect(left).not.toContain(oldEvent);
    expect((await runAlertTick(ctx(), queue())).pruned).toBe(0);
  });

  it("does not prune an old event the matcher has not read: past the watermark it stays", async () => {
    await runAlertTick(ctx(), queue());
    const old = NOW - MARKET_EVENT_RETENTION_MS - 60_000;
    const [logged] = await db
      .insert(listingMarketEvents)
      .values({ listingId: 501, kind: "listed", at: old })
      .returning({ id: listingMarketEvents.id });
    const id = logged!.id;
    // A tick that fails to hand it on (the queue refuses) must leave it for the next tick.
    const refusing: AlertQueue = {
      async sendBatch() {
        throw new Error("queue unavailable");
      },
    };
    await expect(runAlertTick(ctx(), refusing)).rejects.toThrow("queue unavailable");
    const left = await db
      .select()
      .from(listingMarketEvents)
      .where(sql`${listingMarketEvents.id} = ${id}`);
    expect(left).toHaveLength(1);
    const next = queue();
    await runAlertTick(ctx(), next);
    expect(next.messages).toEqual([{ kind: "match", listingIds: [501] }]);
  });
});
