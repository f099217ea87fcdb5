// Instant alerts' notifications on real SQL: the delivery owes one push per browser in the same
// transaction as its e-mail, sends it encrypted to the browser's keys, never twice, retries what a
// push service could not take, and forgets a browser the push service says is gone. The network
// is the one stand-in: `fetcher` answers as a push service would (the integration test
// tests/integration/alert-push.test.ts sends through the real Worker to a real HTTPS stand-in).
import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { alertPushes, mailOutbox, members, pushSubscriptions } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { addAlert, updateAlert } from "@/lib/services/alerts/alerts";
import { matchListings, runAlertTick, type AlertMessage, type AlertQueue } from "@/lib/services/alerts/matcher";
import { deliverAlert } from "@/lib/services/alerts/delivery";
import { PushRetryError } from "@/lib/services/alerts/alert-push";
import { decryptPush, newBrowserKeys, type BrowserKeys } from "../../../support/push-service";
import { alertTestDatabase, PLACES, viewer } from "./alert-test-db";

const NOW = Date.UTC(2026, 5, 1, 0);
let db: Database;
let config: Parameters<typeof deliverAlert>[2];
const ctx = (at = NOW) => createServiceContext(db, at);
const ENDPOINT = "https://push.example/send/jane-phone";

async function vapidPair() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const publicKey = Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url");
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { publicKey, privateKey: d!, subject: "mailto:alerts@homefront.example" };
}

/** A push service on the other end of `fetch`: keeps what it was sent, answers `status`. */
function pushService(status: number) {
  const sent: { url: string; body: Buffer; headers: Headers }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      body: Buffer.from(init?.body as Uint8Array),
      headers: new Headers(init?.headers),
    });
    return new Response(null, { status });
  }) as typeof fetch;
  return { sent, fetcher };
}

function queue(): AlertQueue & { messages: AlertMessage[] } {
  const messages: AlertMessage[] = [];
  return {
    messages,
    async sendBatch(batch) {
      for (const { body } of batch) messages.push(body);
    },
  };
}

async function listHouse(id: number, priceText = "$900,000", price = 900000) {
  await db.run(sql`
    INSERT INTO listings (id, status_type, property_type, tier_type, title, description, suburb_id, state_code, postcode,
      street_number, street_name, latitude, longitude, price, price_text, price_long_text, bedrooms, bathrooms, car_spaces,
      listed_at, photo_count, art_seed, agent_id, office_id)
    VALUES (${id}, 'buy', 7, 'standard', 'A house', 'Near the beach', ${PLACES.bondi.id}, 'NSW', '2026',
      '12', 'Campbell Parade', -33.89, 151.27, ${price}, ${priceText}, ${priceText}, 3, 2, 1, ${NOW}, 5, 1, 1, 1)`);
}

/** Saves an instant alert with notifications on and Jane's phone subscribed; lists `homes` new houses. */
async function instantAlertWithNewHomes(
  keys: BrowserKeys,
  homes: { id: number; priceText?: string; price?: number }[],
) {
  const saved = await addAlert(ctx(), viewer("member-jane", "jane"), {
    searchUrl: "/for-sale/bondi-nsw-2026/real-estate",
    frequency: "instant",
    pushEnabled: true,
  });
  if (!saved.ok) throw new Error(saved.message);
  await db.insert(pushSubscriptions).values({
    endpoint: ENDPOINT,
    memberId: "member-jane",
    p256dh: keys.p256dh,
    auth: keys.auth,
    createdAt: NOW,
  });
  await runAlertTick(ctx(), queue());
  for (const home of homes) await listHouse(home.id, home.priceText, home.price);
  const ticked = queue();
  await runAlertTick(ctx(), ticked);
  for (const message of ticked.messages)
    if (message.kind === "match") await matchListings(ctx(), message.listingIds, queue());
  return saved.alert;
}

beforeEach(async () => {
  db = await alertTestDatabase();
  await db
    .insert(members)
    .values({ id: "member-jane", username: "jane", email: "jane@example.com", name: "Jane", createdAt: NOW });
  config = {
    siteUrl: "https://homefront.example",
    mailFrom: "Homefront <no-reply@homefront.example>",
    secret: "unit-test-secret-unit-test-secret-0001",
    vapid: await vapidPair(),
  };
});

describe("instant alert notifications", () => {
  it("one push per delivery, with the e-mail, decrypting to the alert's title and search; a repeat pushes nothing", async () => {
    const keys = newBrowserKeys();
    const alert = await instantAlertWithNewHomes(keys, [{ id: 501 }, { id: 502 }]);
    const service = pushService(201);
    await deliverAlert(ctx(), alert.id, config, service.fetcher);
    await deliverAlert(ctx(), alert.id, config, service.fetcher);
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]!.url).toBe(ENDPOINT);
    const message = JSON.parse(decryptPush(service.sent[0]!.body, keys)) as Record<string, string>;
    expect(message.title).toBe(`2 new homes for “${alert.name}”`);
    expect(message.url).toBe("https://homefront.example/for-sale/bondi-nsw-2026/real-estate");
    expect(message.body).toMatch(/Campbell Parade.*and 1 more$/);
    expect(await db.select().from(mailOutbox)).toHaveLength(1);
    const [owed] = await db.select().from(alertPushes);
    expect(owed?.sentAt).toBe(NOW);
  });

  it("names the published price only: a withheld price never reaches the notification", async () => {
    const keys = newBrowserKeys();
    const alert = await instantAlertWithNewHomes(keys, [{ id: 511, priceText: "Contact agent", price: 1234567 }]);
    const service = pushService(201);
    await deliverAlert(ctx(), alert.id, config, service.fetcher);
    const text = decryptPush(service.sent[0]!.body, keys);
    expect(text).toContain("Contact agent");
    expect(text).not.toMatch(/1,?234,?567|1\.23M/);
  });

  it("a member with alert e-mails off gets the notification alone", async () => {
    await db.update(members).set({ emailAlerts: false });
    const alert = await instantAlertWithNewHomes(newBrowserKeys(), [{ id: 521 }]);
    const service = pushService(201);
    await deliverAlert(ctx(), alert.id, config, service.fetcher);
    expect(service.sent).toHaveLength(1);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("notifications off, or not an instant alert: nothing is pushed", async () => {
    const alert = await instantAlertWithNewHomes(newBrowserKeys(), [{ id: 531 }]);
    await updateAlert(ctx(), viewer("member-jane", "jane"), { alertId: alert.id, pushEnabled: false });
    const service = pushService(201);
    await deliverAlert(ctx(), alert.id, config, service.fetcher);
    expect(service.sent).toHaveLength(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("a push service failing for now: the message is retried and the retry pushes once", async () => {
    const alert = await instantAlertWithNewHomes(newBrowserKeys(), [{ id: 541 }]);
    const failing = pushService(503);
    await expect(deliverAlert(ctx(), alert.id, config, failing.fetcher)).rejects.toBeInstanceOf(PushRetryError);
    expect(failing.sent).toHaveLength(1);
    const [owed] = await db.select().from(alertPushes);
    expect(owed).toMatchObject({ sentAt: null, claimedUntil: 0 });

    const working = pushService(201);
    await deliverAlert(ctx(NOW + 1000), alert.id, config, working.fetcher);
    await deliverAlert(ctx(NOW + 2000), alert.id, config, working.fetcher);
    expect(working.sent).toHaveLength(1);
    expect(await db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("a claimed notification is not sent by a second consumer until the claim runs out", async () => {
    const alert = await instantAlertWithNewHomes(newBrowserKeys(), [{ id: 551 }]);
    // Owed (a first attempt failed), then held by another consumer as if it were sending right now.
    await expect(deliverAlert(ctx(), alert.id, config, pushService(503).fetcher)).rejects.toBeInstanceOf(
      PushRetryError,
    );
    await db.update(alertPushes).set({ claimedUntil: NOW + 60_000 });
    const service = pushService(201);
    await deliverAlert(ctx(NOW + 1000), alert.id, config, service.fetcher);
    expect(service.sent).toHaveLength(0);
    await deliverAlert(ctx(NOW + 60_001), alert.id, config, service.fetcher);
    expect(service.sent).toHaveLength(1);
  });

  it("404 or 410: the browser is forgotten with what it was owed", async () => {
    for (const [index, status] of [404, 410].entries()) {
      db = await alertTestDatabase();
      await db
        .insert(members)
        .values({ id: "member-jane", username: "jane", email: "j@example.com", name: "Jane", createdAt: NOW });
      const alert = await instantAlertWithNewHomes(newBrowserKeys(), [{ id: 561 + index }]);
      await deliverAlert(ctx(), alert.id, config, pushService(status).fetcher);
      expect(await db.select().from(pushSubscriptions)).toHaveLength(0);
      expect(await db.select().from(alertPushes)).toHaveLength(0);
    }
  });
});
