/**
 * Web Push for instant alerts through the real Worker: a member turns notifications on for an
 * alert with a subscription made the way a browser makes one (its own ECDH P-256 key pair and
 * auth secret) pointing at a local push service stand-in (tests/support/push-service.ts); a new
 * home that fits is listed and the cron fired. The stand-in checks what a push service and a
 * browser would: the VAPID JWT (audience = its origin, signed by our public key) and the
 * aes128gcm body, which decrypts with the browser's private key to the alert's title and search.
 * A repeated delivery pushes nothing; a 410 forgets the subscription. The subscribe call refuses a
 * foreign Origin, a visitor, malformed subscriptions (property test: never a 500), another
 * member's alert, and more browsers than the limit even when they arrive at once.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseSync } from "node:sqlite";
import { post, signedUpMember, type CookieJar } from "./auth/client";
import { url } from "../support/base-url";
import { eventsAwaitingMatcher, listNewBondiHouse, openLocalD1 } from "../support/local-d1";
import {
  decryptPush,
  devVapidPublicKey,
  newBrowserKeys,
  startPushService,
  verifyVapid,
  type BrowserKeys,
  type PushService,
} from "../support/push-service";
import { MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER, PUSH_MESSAGES } from "../../lib/alerts/push-notifications";

const ADD =
  "mutation Add($input: AddAlertInput!) { addAlert(input: $input) { ok alert { id name searchUrl } error { message } } }";
const ENABLE =
  "mutation Enable($input: EnableAlertPushInput!) { enableAlertPush(input: $input) { ok alert { id pushEnabled } error { message } } }";
const UPDATE =
  "mutation Update($input: UpdateAlertInput!) { updateAlert(input: $input) { ok alert { pushEnabled } error { message } } }";

interface Payload<T> {
  ok: boolean;
  alert: T | null;
  error: { message: string } | null;
}

let d1: DatabaseSync;
let pushService: PushService;
const inserted: number[] = [];

beforeAll(async () => {
  d1 = openLocalD1();
  pushService = await startPushService();
});

afterAll(async () => {
  for (const id of inserted) d1.prepare("DELETE FROM listings WHERE id = ?").run(id);
  // This run's browsers go with its stand-in: a later run's homes must not be pushed to a closed port.
  d1.prepare("DELETE FROM push_subscriptions WHERE endpoint LIKE ?").run(`${pushService.origin}/%`);
  d1.prepare("DELETE FROM alert_pushes WHERE endpoint LIKE ?").run(`${pushService.origin}/%`);
  d1.close();
  await pushService.close();
});

const tick = async () => expect((await fetch(url("/cdn-cgi/local/scheduled"))).status).toBe(200);

async function addInstantAlert(jar: CookieJar, searchUrl: string) {
  const response = await post(
    "/graphql",
    { query: ADD, variables: { input: { searchUrl, frequency: "instant" } } },
    jar,
  );
  const { addAlert } = (
    (await response.json()) as { data: { addAlert: Payload<{ id: string; name: string; searchUrl: string }> } }
  ).data;
  expect(addAlert.ok).toBe(true);
  return addAlert.alert!;
}

async function enablePush(
  jar: CookieJar | undefined,
  alertId: string,
  subscription: unknown,
  headers: Record<string, string> = {},
) {
  const response = await post(
    "/graphql",
    { query: ENABLE, variables: { input: { alertId, subscription } } },
    jar,
    headers,
  );
  return response;
}

const enabled = async (response: Response) =>
  ((await response.json()) as { data: { enableAlertPush: Payload<{ pushEnabled: boolean }> } }).data.enableAlertPush;

const subscriptionOf = (endpoint: string, keys: BrowserKeys) => ({ endpoint, p256dh: keys.p256dh, auth: keys.auth });

const storedSubscription = (endpoint: string) =>
  d1.prepare("SELECT member_id FROM push_subscriptions WHERE endpoint = ?").get(endpoint) as
    { member_id: string } | undefined;

/**
 * A Bondi house whose bedroom count no other test's copied house has (they copy the first house
 * with a price, or the first with its address shown), so an alert for exactly that many bedrooms
 * is told about this test's homes only, whatever other tests list at the same time.
 */
function bedroomsOnlyThisTestLists(): number {
  const taken = d1
    .prepare(
      `SELECT l.bedrooms AS n FROM listings l JOIN locations s ON s.id = l.suburb_id
       WHERE s.slug = 'bondi-nsw-2026' AND l.status_type = 'buy' AND l.id IN (
         (SELECT min(l2.id) FROM listings l2 JOIN locations s2 ON s2.id = l2.suburb_id
          WHERE s2.slug = 'bondi-nsw-2026' AND l2.status_type = 'buy' AND l2.price IS NOT NULL),
         (SELECT min(l2.id) FROM listings l2 JOIN locations s2 ON s2.id = l2.suburb_id
          WHERE s2.slug = 'bondi-nsw-2026' AND l2.status_type = 'buy' AND l2.address_hidden = 0))`,
    )
    .all() as { n: number }[];
  const free = d1
    .prepare(
      `SELECT l.bedrooms AS n FROM listings l JOIN locations s ON s.id = l.suburb_id
       WHERE s.slug = 'bondi-nsw-2026' AND l.status_type = 'buy' AND l.price IS NOT NULL AND l.address_hidden = 0
         AND l.bedrooms BETWEEN 1 AND 4 AND l.bedrooms NOT IN (${taken.map((row) => row.n).join(", ") || "-1"})
       ORDER BY l.id LIMIT 1`,
    )
    .get() as { n: number } | undefined;
  if (!free) throw new Error("the seed has no Bondi house with a bedroom count of its own");
  return free.n;
}

describe("alert notifications (Web Push)", () => {
  it("a new home that fits sends one encrypted, VAPID-signed push; a repeat sends none; a 410 forgets the browser", async () => {
    const bedrooms = bedroomsOnlyThisTestLists();
    const jane = await signedUpMember("alert-push");
    const alert = await addInstantAlert(jane.jar, `/for-sale/bondi-nsw-2026/real-estate?bedrooms=${bedrooms}`);
    const keys = newBrowserKeys();
    const endpoint = pushService.endpoint("jane");
    const on = await enabled(await enablePush(jane.jar, alert.id, subscriptionOf(endpoint, keys)));
    expect(on).toMatchObject({ ok: true, alert: { pushEnabled: true } });
    expect(storedSubscription(endpoint)).toBeDefined();

    await tick(); // the first tick places the watermark (if no tick ran before)
    const house = listNewBondiHouse(d1, `l.price IS NOT NULL AND l.address_hidden = 0 AND l.bedrooms = ${bedrooms}`);
    inserted.push(house.id);
    await tick();
    await expect.poll(() => pushService.receivedAt(endpoint).length, { timeout: 30_000 }).toBe(1);
    const [push] = pushService.receivedAt(endpoint);

    // What a push service checks: our VAPID key signed a JWT for its own origin.
    const claims = verifyVapid(push!.headers.authorization as string, devVapidPublicKey());
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(push!.headers.ttl).toBe(String(24 * 60 * 60));
    expect(push!.headers.urgency).toBe("normal");
    expect(push!.headers.topic).toBe(alert.id.replaceAll("-", ""));

    // What the browser does: decrypt with its private key.
    const message = JSON.parse(decryptPush(push!.body, keys)) as Record<string, string>;
    expect(message.title).toBe(`A new home for “${alert.name}”`);
    // The alert's own search (its canonical address, with the bedroom filter), on our site.
    const opened = new URL(message.url!);
    expect(opened.pathname + opened.search).toBe(alert.searchUrl);
    expect(alert.searchUrl).toContain(String(bedrooms));
    expect(new URL(message.icon!).pathname).toBe("/icon.svg");
    expect(message.tag).toBe(`alert-${alert.id}`);
    expect(message.body).not.toBe("");

    // The same home's event again: matched and delivered again, and nothing is pushed twice.
    d1.prepare("INSERT INTO listing_market_events (listing_id, kind, at) VALUES (?, 'listed', ?)").run(
      house.id,
      Date.now(),
    );
    await tick();
    await expect.poll(() => eventsAwaitingMatcher(d1), { timeout: 20_000 }).toBe(0);
    await tick();
    expect(pushService.receivedAt(endpoint)).toHaveLength(1);

    // The browser unsubscribed: the push service answers 410 and we forget the subscription.
    pushService.answer(endpoint, 410);
    const second = listNewBondiHouse(d1, `l.price IS NOT NULL AND l.address_hidden = 0 AND l.bedrooms = ${bedrooms}`);
    inserted.push(second.id);
    await tick();
    await expect.poll(() => storedSubscription(endpoint), { timeout: 30_000 }).toBeUndefined();
    expect(pushService.receivedAt(endpoint).map((received) => received.status)).toEqual([201, 410]);
    expect(
      (d1.prepare("SELECT count(*) AS n FROM alert_pushes WHERE endpoint = ?").get(endpoint) as { n: number }).n,
    ).toBe(0);

    // Off switch: the alert stops pushing.
    const off = await post(
      "/graphql",
      { query: UPDATE, variables: { input: { alertId: alert.id, pushEnabled: false } } },
      jane.jar,
    );
    expect(
      ((await off.json()) as { data: { updateAlert: Payload<{ pushEnabled: boolean }> } }).data.updateAlert.alert,
    ).toEqual({ pushEnabled: false });
  }, 120_000);

  describe("turning notifications on", () => {
    let ann: Awaited<ReturnType<typeof signedUpMember>>;
    let alertId: string;
    beforeAll(async () => {
      ann = await signedUpMember("push-refusals");
      alertId = (await addInstantAlert(ann.jar, "/for-sale/coogee-nsw-2034/real-estate")).id;
    });

    it("refuses a foreign Origin and a visitor, and saves nothing", async () => {
      const endpoint = pushService.endpoint("refused");
      const subscription = subscriptionOf(endpoint, newBrowserKeys());
      const foreign = await enablePush(ann.jar, alertId, subscription, { origin: "https://evil.example" });
      const refused = (await foreign.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const visitor = await enabled(await enablePush(undefined, alertId, subscription));
      expect(visitor.ok).toBe(false);
      expect(visitor.error?.message).toBe("Please login to update this Alert");
      expect(storedSubscription(endpoint)).toBeUndefined();
    });

    it("refuses another member's alert: not found, and the subscription is not saved", async () => {
      const other = await signedUpMember("push-other");
      const endpoint = pushService.endpoint("other");
      const result = await enabled(await enablePush(other.jar, alertId, subscriptionOf(endpoint, newBrowserKeys())));
      expect(result).toMatchObject({ ok: false, alert: null, error: { message: "Error updating Alert" } });
      expect(storedSubscription(endpoint)).toBeUndefined();
    });

    it("answers any malformed subscription with a sentence, never a 500 (property)", async () => {
      const keys = newBrowserKeys();
      const malformed = fc.oneof(
        // Not https, or not a URL at all.
        fc.record({
          endpoint: fc.oneof(
            fc.webUrl({ validSchemes: ["http", "ftp", "javascript", "data"] }),
            fc.string({ maxLength: 40 }),
            fc.constant("https://user:pass@push.example/x"),
          ),
          p256dh: fc.constant(keys.p256dh),
          auth: fc.constant(keys.auth),
        }),
        // Keys of the wrong length or alphabet.
        fc.record({
          endpoint: fc.constant("https://push.example/endpoint"),
          p256dh: fc.string({ maxLength: 100 }).filter((key) => key !== keys.p256dh),
          auth: fc.constant(keys.auth),
        }),
        fc.record({
          endpoint: fc.constant("https://push.example/endpoint"),
          p256dh: fc.constant(keys.p256dh),
          auth: fc.string({ maxLength: 30 }).filter((secret) => !/^[A-Za-z0-9_-]{22}$/.test(secret)),
        }),
      );
      await fc.assert(
        fc.asyncProperty(malformed, async (subscription) => {
          const response = await enablePush(ann.jar, alertId, subscription);
          expect(response.status).toBeLessThan(500);
          const result = await enabled(response);
          expect(result.ok).toBe(false);
          expect(result.error?.message).toBe(PUSH_MESSAGES.badSubscription);
          expect(storedSubscription(subscription.endpoint)).toBeUndefined();
        }),
        { numRuns: 25 },
      );
    });

    it(`keeps a member to ${MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER} browsers, also when they arrive at once`, async () => {
      const many = await signedUpMember("push-limit");
      const manyAlert = (await addInstantAlert(many.jar, "/for-sale/coogee-nsw-2034/real-estate")).id;
      const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER + 3 }, (_, i) =>
        pushService.endpoint(`limit-${i}`),
      );
      const results = await Promise.all(
        endpoints.map(async (endpoint) =>
          enabled(await enablePush(many.jar, manyAlert, subscriptionOf(endpoint, newBrowserKeys()))),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER);
      for (const refused of results.filter((result) => !result.ok))
        expect(refused.error?.message).toBe(PUSH_MESSAGES.tooMany);
      expect(endpoints.filter((endpoint) => storedSubscription(endpoint) !== undefined)).toHaveLength(
        MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER,
      );
      // A browser already saved may still be saved again at the limit (its keys renewed).
      const again = await enabled(
        await enablePush(
          many.jar,
          manyAlert,
          subscriptionOf(
            endpoints.find((e) => storedSubscription(e))!,
            newBrowserKeys(),
          ),
        ),
      );
      expect(again.ok).toBe(true);
    });
  });
});
