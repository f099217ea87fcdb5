/**
 * npm run bench:alerts — what alert matching and mail cost at a million alerts.
 *
 * A bench database (node:sqlite, the real migrations, /tmp) gets the real localities and 1,000 real
 * buy/rent listings of the local D1 (`npm start`'s .wrangler/state, attached read-only), and
 * BENCH_ALERTS (default 1,000,000) alerts over those localities: suburbs weighted by popularity,
 * one in ten following an area or a region, buy or rent, with the price, room and type filters
 * members set. Then:
 *
 * - find: p50/p95 of finding the alerts one new listing fits (`alertsFittingListing`), N=2,000;
 * - tick: the listings arrive (the triggers log them), one cron tick hands them to the queue and
 *   the consumer matches every message; its time, and the deliveries it enqueues;
 * - digest: p50/p95 of rendering one 10-home alert e-mail (HTML and text);
 * - push: p50/p95 of preparing one Web Push notification (an ECDH key and aes128gcm encryption to
 *   the browser's keys, RFC 8291, plus the ES256-signed VAPID JWT), the CPU a deliver message
 *   spends per browser before its POST.
 *
 * Not a test: nothing asserts on time. Figures go to docs/alerts.md.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { alertsFittingListing } from "@/lib/db/queries/alerts/alert-matching";
import { createServiceContext } from "@/lib/services/context";
import { matchListings, runAlertTick, type AlertMessage } from "@/lib/services/alerts/matcher";
import { alertEmailHtml, alertEmailText, type AlertEmail } from "@/lib/services/alerts/alert-email";
import { buildPushPayload } from "@block65/webcrypto-web-push";
import { createECDH, randomBytes } from "node:crypto";
import { ALERT_PUSH_TTL_SECONDS, alertPushPayload } from "@/lib/alerts/alert-push";
import { ALERT_MATCH_COLUMN_NAMES, alertMatchValues } from "@/lib/alerts/alert-match";
import type { AlertFilter } from "@/lib/alerts/alert-filter";
import { PROPERTY_TYPES, type PropertyTypeName } from "@/lib/listings/property-types";

const ALERTS = Number(process.env.BENCH_ALERTS ?? 1_000_000);
const FINDS = 2_000;
const NEW_LISTINGS = 1_000;
const FILE = "/tmp/homefront-bench-alerts.sqlite";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(3)} ms  p95 ${percentile(sorted, 95).toFixed(3)} ms`;
};

/** Small, seeded and reproducible. */
let state = 20_261_124;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const d1Dir = join(process.cwd(), ".wrangler/state/v3/d1/miniflare-D1DatabaseObject");
const d1File = readdirSync(d1Dir)
  .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
  .map((name) => join(d1Dir, name))[0];
if (!d1File) throw new Error("no local D1: run npm start (or npm run worker:prepare) first");

for (const suffix of ["", "-wal", "-shm"]) if (existsSync(FILE + suffix)) rmSync(FILE + suffix);
const sqlite = openNodeSqlite(FILE);
applyMigrations(sqlite);
sqlite.exec("PRAGMA synchronous = OFF; PRAGMA journal_mode = WAL; PRAGMA cache_size = -262144;");
sqlite.exec(`ATTACH DATABASE 'file:${d1File}?mode=ro' AS d1`);
sqlite.exec("INSERT INTO locations SELECT * FROM d1.locations");
sqlite.exec(
  "INSERT INTO listing_media SELECT * FROM d1.listing_media WHERE listing_id IN (SELECT id FROM d1.listings WHERE status_type IN ('buy', 'rent') LIMIT 1000)",
);

const suburbs = sqlite
  .prepare(
    "SELECT id, area_id AS areaId, region_id AS regionId, state_id AS stateId, popularity FROM locations WHERE type = 'suburb'",
  )
  .all() as { id: number; areaId: number; regionId: number; stateId: number; popularity: number }[];
// Popular suburbs draw more alerts, as they do listings.
const weighted: number[] = [];
suburbs.forEach((suburb, index) => {
  for (let n = 0; n < 1 + Math.floor(Math.sqrt(suburb.popularity)); n++) weighted.push(index);
});
const suburbOf = () => suburbs[pick(weighted)]!;
const TYPE_NAMES = PROPERTY_TYPES.flatMap((type) => (type.apiName ? [type.apiName] : [])) as PropertyTypeName[];

function randomFilter(): AlertFilter {
  const mode = random() < 0.7 ? "buy" : "rent";
  const place = suburbOf();
  const wide = random();
  const locationIds =
    wide < 0.05
      ? [place.regionId]
      : wide < 0.1
        ? [place.areaId]
        : Array.from({ length: 1 + Math.floor(random() * 3) }, () => suburbOf().id);
  const scale = mode === "buy" ? 100_000 : 100;
  const filter: AlertFilter = {
    statusTypes: [mode],
    listingTypes: [mode === "rent" ? "rental" : "sale"],
    locationIds: [...new Set(locationIds)],
    bedrooms: random() < 0.6 ? { only: [], min: 1 + Math.floor(random() * 4) } : { only: [] },
    bathrooms: random() < 0.3 ? { only: [], min: 1 + Math.floor(random() * 2) } : { only: [] },
    carSpaces: random() < 0.2 ? { only: [], min: 1 } : { only: [] },
    propertyTypes: random() < 0.5 ? [pick(TYPE_NAMES)] : [],
  };
  if (random() < 0.5) filter.priceMin = scale * (2 + Math.floor(random() * 10));
  if (random() < 0.6) filter.priceMax = (filter.priceMin ?? 0) + scale * (2 + Math.floor(random() * 15));
  return filter;
}

let started = performance.now();
const matchColumns = ALERT_MATCH_COLUMN_NAMES.join(", ");
const matchPlaces = ALERT_MATCH_COLUMN_NAMES.map(() => "?").join(", ");
const insertAlert = sqlite.prepare(`INSERT INTO alerts (id, member_id, name, filter, search, ${matchColumns},
  frequency, push_enabled, time_zone, next_digest_at, created_at, updated_at)
  VALUES (?, ?, ?, ?, '{}', ${matchPlaces}, ?, 0, 'Australia/Sydney', NULL, 0, 0)`);
// The matching index repeats the alert's match columns (migration 0018), as indexAlertLocations writes them.
const insertLocation = sqlite.prepare(
  `INSERT INTO alert_locations (location_id, alert_id, ${matchColumns}) VALUES (?, ?, ${matchPlaces})`,
);
sqlite.exec("BEGIN");
for (let n = 0; n < ALERTS; n++) {
  const filter = randomFilter();
  const match = alertMatchValues(filter);
  const id = `a${n}`;
  insertAlert.run(id, `m${n >> 2}`, id, JSON.stringify(filter), ...match, random() < 0.3 ? "instant" : "daily");
  for (const location of filter.locationIds.length > 0 ? filter.locationIds : [0])
    insertLocation.run(location, id, ...match);
  if (n % 100_000 === 99_999) {
    sqlite.exec("COMMIT");
    sqlite.exec("BEGIN");
  }
}
sqlite.exec("COMMIT");
sqlite.exec("ANALYZE main");
console.log(
  `${ALERTS.toLocaleString("en-AU")} alerts over ${suburbs.length.toLocaleString("en-AU")} suburbs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const db = nodeSqliteDatabase(sqlite);
const ctx = () => createServiceContext(db, Date.now());

// find: one new listing's alerts.
const finds: number[] = [];
let found = 0;
for (let n = 0; n < FINDS; n++) {
  const place = suburbOf();
  const mode = random() < 0.7 ? "buy" : "rent";
  const listing = {
    id: n + 1,
    statusType: mode,
    placeIds: [place.id, place.areaId, place.regionId, place.stateId],
    price: mode === "buy" ? 300_000 + Math.floor(random() * 1_500_000) : 300 + Math.floor(random() * 1_200),
    propertyType: pick(PROPERTY_TYPES).id,
    bedrooms: Math.floor(random() * 6),
    bathrooms: 1 + Math.floor(random() * 3),
    carSpaces: Math.floor(random() * 3),
  };
  const t = performance.now();
  found += (await alertsFittingListing(db, listing)).length;
  finds.push(performance.now() - t);
}
console.log(
  `find the alerts one listing fits (N=${FINDS}): ${summary(finds)}; ${(found / FINDS).toFixed(1)} alerts a listing on average`,
);

// tick: 1,000 listings arrive, one tick, the consumer matches every message.
sqlite.exec("DELETE FROM job_watermarks");
await runAlertTick(ctx(), { async sendBatch() {} });
sqlite.exec(
  `INSERT INTO listings SELECT * FROM d1.listings WHERE status_type IN ('buy', 'rent') LIMIT ${NEW_LISTINGS}`,
);
const sent: AlertMessage[] = [];
const queue = {
  async sendBatch(batch: Iterable<{ body: AlertMessage }>) {
    for (const { body } of batch) sent.push(body);
  },
};
started = performance.now();
const tick = await runAlertTick(ctx(), queue);
const tickMs = performance.now() - started;
const deliveries: AlertMessage[] = [];
const onward = {
  async sendBatch(batch: Iterable<{ body: AlertMessage }>) {
    for (const { body } of batch) deliveries.push(body);
  },
};
const perMessage: number[] = [];
let marked = 0;
for (const message of sent) {
  if (message.kind !== "match") continue;
  const t = performance.now();
  marked += (await matchListings(ctx(), message.listingIds, onward)).marked;
  perMessage.push(performance.now() - t);
}
const consumeMs = perMessage.reduce((a, b) => a + b, 0);
const enqueued = deliveries.reduce((sum, m) => sum + (m.kind === "deliver" ? m.alertIds.length : 0), 0);
console.log(`tick: ${tick.listings} listings → ${sent.length} queue messages in ${tickMs.toFixed(1)} ms`);
console.log(
  `consumer: ${marked.toLocaleString("en-AU")} new-home markers, ${enqueued.toLocaleString("en-AU")} instant deliveries enqueued; ${consumeMs.toFixed(0)} ms in all, per message (${sent.length}) ${summary(perMessage)}`,
);

// digest: one 10-home e-mail.
const home = (n: number) => ({
  url: `https://homefront.example/homes/a-house/${n}`,
  photoUrl: `https://homefront.example/media/listing/${n}/photo/1.svg`,
  price: "$1,250,000",
  address: `${n} Campbell Parade, Bondi Beach NSW 2026`,
  bedrooms: 3,
  bathrooms: 2,
  cars: 1,
});
const email: AlertEmail = {
  alertName: "Bondi, NSW +2 For Sale, Houses, 3+ Beds",
  homes: Array.from({ length: 10 }, (_, n) => home(n)),
  total: 14,
  searchUrl: "https://homefront.example/for-sale/bondi-nsw-2026/houses",
  manageUrl: "https://homefront.example/alerts",
  unsubscribeUrl: "https://homefront.example/unsubscribe/alert?token=x",
};
const renders: number[] = [];
for (let n = 0; n < 500; n++) {
  const t = performance.now();
  alertEmailHtml(email);
  alertEmailText(email);
  renders.push(performance.now() - t);
}
console.log(
  `digest e-mail render (10 homes, HTML and text, N=500): ${summary(renders)}; ${alertEmailHtml(email).length.toLocaleString("en-AU")} bytes of HTML`,
);

// push: one notification, encrypted and signed as the queue consumer does for each browser.
const vapidPair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
const vapid = {
  subject: "mailto:alerts@homefront.example",
  publicKey: Buffer.from(await crypto.subtle.exportKey("raw", vapidPair.publicKey)).toString("base64url"),
  privateKey: (await crypto.subtle.exportKey("jwk", vapidPair.privateKey)).d!,
};
const browser = createECDH("prime256v1");
browser.generateKeys();
const subscription = {
  endpoint: "https://fcm.googleapis.com/fcm/send/bench",
  expirationTime: null,
  keys: { p256dh: browser.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
};
const notification = JSON.stringify(
  alertPushPayload({ id: "bench", name: email.alertName }, email.homes, email.total, {
    search: email.searchUrl,
    icon: "https://homefront.example/icon.svg",
  }),
);
const pushes: number[] = [];
for (let n = 0; n < 500; n++) {
  const t = performance.now();
  await buildPushPayload({ data: notification, options: { ttl: ALERT_PUSH_TTL_SECONDS } }, subscription, vapid);
  pushes.push(performance.now() - t);
}
console.log(`push notification encrypt + sign (${notification.length} bytes of JSON, N=500): ${summary(pushes)}`);
sqlite.close();
